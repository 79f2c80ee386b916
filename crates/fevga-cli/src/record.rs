//! `fevga record <file|->`: replays a game record, checking every line; prints where it ends.

use fevga_core::record;

use crate::show;

pub fn run(args: &[String]) -> Result<(), String> {
    let [path] = args else {
        return Err("record takes one argument: a record file, or - for stdin".into());
    };
    let text = crate::read_input(path)?;
    let (game, info) = record::import(&text).map_err(|e| format!("{path}: {e}"))?;
    println!("rules: {}", game.rules());
    println!(
        "match: {} (score before this game {}-{})",
        info.match_length, info.score.white, info.score.black
    );
    println!("turns: {}", game.history().len());
    match game.result() {
        Some(r) => println!("result: {}", record::result_text(r)),
        None => println!("result: not over"),
    }
    print!("{}", show::diagram(&game.position()));
    Ok(())
}
