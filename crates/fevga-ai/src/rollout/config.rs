//! How a rollout is run ([`RolloutConfig`]) and the one check of it ([`RolloutError`]).

/// How a rollout is run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RolloutConfig {
    /// Games played out per candidate: a positive multiple of 36 (the strata of the first roll).
    pub trials: usize,
    /// Half-moves played after the candidate before the network judges the position reached;
    /// 0 plays every trial to the end.
    pub truncate: usize,
    /// Subtract each roll's luck (see the notes of the `rollout` module).
    pub luck: bool,
    /// The seed of every trial's dice.
    pub seed: u64,
    /// Threads sharing the trials (0 counts as 1); the result is the same for any number.
    pub threads: usize,
}

impl RolloutConfig {
    /// The trials, if they are a positive multiple of 36: the one check of a configuration,
    /// made by every rollout and by whoever reads one from outside before it is used.
    ///
    /// # Errors
    /// [`RolloutError::Trials`] otherwise.
    pub fn checked_trials(&self) -> Result<usize, RolloutError> {
        match self.trials {
            t if t > 0 && t.is_multiple_of(36) => Ok(t),
            t => Err(RolloutError::Trials(t)),
        }
    }
}

impl Default for RolloutConfig {
    /// 1,296 trials to the end, no luck correction, seed 1, one thread.
    fn default() -> Self {
        RolloutConfig {
            trials: 1296,
            truncate: 0,
            luck: false,
            seed: 1,
            threads: 1,
        }
    }
}

/// A refused rollout configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RolloutError {
    /// The trials are not a positive multiple of 36.
    Trials(usize),
}

impl std::fmt::Display for RolloutError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RolloutError::Trials(n) => write!(
                f,
                "trials {n}: must be a positive multiple of 36 (the first roll is spread evenly over its 36 ways)"
            ),
        }
    }
}

impl std::error::Error for RolloutError {}
