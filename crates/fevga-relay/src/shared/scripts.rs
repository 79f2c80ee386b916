//! The Lua scripts of the shared relay: every change to what the relays share is one of them, so
//! it is atomic across relays, and each publishes its events in the order one hub would say them.
//! Keys and channels are named in [`super`]'s table; each script reads its arguments from `ARGV`
//! (scripts touch keys they compute, so Redis is one server, not a cluster).

use redis::Script;

/// What every script begins with: the names, the clock and who is in a room.
macro_rules! prelude {
    () => {
        r"
local P = 'fevga:'
local function now_us()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000000 + tonumber(t[2])
end
local function now_ms() return math.floor(now_us() / 1000) end
local function relay_of(who) return string.match(who, '^([^:]+):') end
local function alive(rid) return redis.call('EXISTS', P .. 'relay:' .. rid) == 1 end
-- A room's members by role, those of a relay no longer beating forgotten.
local function members(here)
  local all = redis.call('HGETALL', here)
  local seen = {}
  local c = {w = 0, b = 0, watch = 0}
  for i = 1, #all, 2 do
    local rid = relay_of(all[i])
    if seen[rid] == nil then seen[rid] = alive(rid) end
    if seen[rid] then
      c[all[i + 1]] = (c[all[i + 1]] or 0) + 1
    else
      redis.call('HDEL', here, all[i])
    end
  end
  return c
end
local function here_event(c)
  return 'h ' .. (c.w > 0 and '1' or '0') .. ' ' .. (c.b > 0 and '1' or '0') .. ' ' .. c.watch
end
-- The room is kept (its messages, its members, its place in the count) for ttl ms more.
local function touch(id, ttl, now)
  redis.call('PEXPIRE', P .. 'room:' .. id, ttl)
  redis.call('PEXPIRE', P .. 'here:' .. id, ttl)
  redis.call('ZADD', P .. 'rooms', now + ttl, id)
end
-- Relay rid has a member in room id: the room in rid's index (kept index_ttl ms more), which the
-- sweep reads when rid stops beating.
local function index(rid, id, index_ttl)
  local rooms = P .. 'in:' .. rid
  redis.call('SADD', rooms, id)
  redis.call('PEXPIRE', rooms, index_ttl)
  redis.call('SADD', P .. 'in-relays', rid)
end
-- Out of relay rid's index if it has no member left in room id.
local function unindex(rid, id)
  for _, who in ipairs(redis.call('HKEYS', P .. 'here:' .. id)) do
    if relay_of(who) == rid then return end
  end
  redis.call('SREM', P .. 'in:' .. rid, id)
end
local function tell(who, word, rest)
  local rid, conn = string.match(who, '^([^:]+):(.+)$')
  redis.call('PUBLISH', P .. 'ev:relay:' .. rid, word .. ' ' .. conn .. ' ' .. rest)
end
"
    };
}

/// `join`: ARGV id, me, role, after, cap, max rooms, ttl ms, index ttl ms. The room is counted
/// (refused `full` if new and the relays hold as many as they may), the seat's or the spectators'
/// cap checked across relays (`room-full`), the member recorded (and the room in its relay's
/// index); the kept messages above `after` go to the joiner, then its marker (`J`), then `here` to
/// the room.
const JOIN: &str = concat!(
    prelude!(),
    r"
local id, me, role, after = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
local cap, max_rooms, ttl = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local index_ttl = tonumber(ARGV[8])
local now = now_ms()
local rooms = P .. 'rooms'
local until_ = redis.call('ZSCORE', rooms, id)
if not until_ or tonumber(until_) <= now then
  redis.call('ZREMRANGEBYSCORE', rooms, '-inf', now)
  if redis.call('ZCARD', rooms) >= max_rooms then return 'full' end
end
local here = P .. 'here:' .. id
local c = members(here)
local was = redis.call('HGET', here, me)
if was ~= role then
  if c[role] >= cap then return 'room-full' end
  if was then c[was] = c[was] - 1 end
  c[role] = c[role] + 1
  redis.call('HSET', here, me, role)
end
index(relay_of(me), id, index_ttl)
touch(id, ttl, now)
local room = P .. 'room:' .. id
local kept = {}
for _, seat in ipairs({'w', 'b'}) do
  local v = redis.call('HGET', room, seat)
  if v then
    local sp = string.find(v, ' ', 1, true)
    local n = string.sub(v, 1, sp - 1)
    if tonumber(n) > after then table.insert(kept, {tonumber(n), n .. ' ' .. seat .. ' ' .. string.sub(v, sp + 1)}) end
  end
end
table.sort(kept, function(x, y) return x[1] < y[1] end)
for _, k in ipairs(kept) do tell(me, 'k', id .. ' ' .. k[2]) end
tell(me, 'J', id)
redis.call('PUBLISH', P .. 'ev:room:' .. id, here_event(c))
return 'ok'
"
);

/// `send`: ARGV id, seat, payload, me, ttl ms. The next number, kept as the seat's latest, and
/// passed to the room (`m`, with its sender, whom its relay leaves out).
const SEND: &str = concat!(
    prelude!(),
    r"
local id, seat, payload, me, ttl = ARGV[1], ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5])
local room = P .. 'room:' .. id
local n = redis.call('HINCRBY', room, 'n', 1)
redis.call('HSET', room, seat, n .. ' ' .. payload)
touch(id, ttl, now_ms())
redis.call('PUBLISH', P .. 'ev:room:' .. id, 'm ' .. n .. ' ' .. seat .. ' ' .. me .. ' ' .. payload)
return n
"
);

/// `leave` (and a connection's end): ARGV id, me, ttl ms. The others hear who is left; the room
/// leaves its relay's index if that was its relay's last member there.
const LEAVE: &str = concat!(
    prelude!(),
    r"
local id, me, ttl = ARGV[1], ARGV[2], tonumber(ARGV[3])
local here = P .. 'here:' .. id
if redis.call('HDEL', here, me) == 0 then return 0 end
unindex(relay_of(me), id)
local c = members(here)
touch(id, ttl, now_ms())
redis.call('PUBLISH', P .. 'ev:room:' .. id, here_event(c))
return 1
"
);

/// `lobby`: ARGV me. The open challenges, oldest first, to the listener, then its marker (`L`).
const LOBBY_LIST: &str = concat!(
    prelude!(),
    r"
local me = ARGV[1]
local ids = redis.call('ZRANGE', P .. 'challenges', 0, -1)
for _, id in ipairs(ids) do
  local payload = redis.call('HGET', P .. 'ch:' .. id, 'payload')
  if payload then tell(me, 'o', id .. ' ' .. payload) end
end
tell(me, 'L', '-')
return #ids
"
);

/// `offer`: ARGV id, me, payload, max challenges, whether the connection has as many as it may
/// (`1`), key ttl ms.
const OFFER: &str = concat!(
    prelude!(),
    r"
local id, me, payload = ARGV[1], ARGV[2], ARGV[3]
local key = P .. 'ch:' .. id
if redis.call('EXISTS', key) == 1 then return 'challenge-exists' end
local index = P .. 'challenges'
if redis.call('ZCARD', index) >= tonumber(ARGV[4]) then return 'full' end
if ARGV[5] == '1' then return 'too-many-challenges' end
redis.call('HSET', key, 'owner', me, 'payload', payload)
redis.call('PEXPIRE', key, ARGV[6])
redis.call('ZADD', index, now_us(), id)
redis.call('PUBLISH', P .. 'ev:lobby', 'o ' .. id .. ' ' .. payload)
return 'ok'
"
);

/// `withdraw`: ARGV id, me.
const WITHDRAW: &str = concat!(
    prelude!(),
    r"
local id, me = ARGV[1], ARGV[2]
local key = P .. 'ch:' .. id
local owner = redis.call('HGET', key, 'owner')
if not owner then return 'no-challenge' end
if owner ~= me then return 'not-yours' end
redis.call('DEL', key)
redis.call('ZREM', P .. 'challenges', id)
redis.call('PUBLISH', P .. 'ev:lobby', 'g ' .. id)
return 'ok'
"
);

/// `take`: ARGV id, me. The first script to run has it: `gone` to the lobby, `took` to the taker,
/// `taken` to the owner, wherever each is.
const TAKE: &str = concat!(
    prelude!(),
    r"
local id, me = ARGV[1], ARGV[2]
local key = P .. 'ch:' .. id
local owner = redis.call('HGET', key, 'owner')
if not owner then return 'no-challenge' end
if owner == me then return 'not-yours' end
redis.call('DEL', key)
redis.call('ZREM', P .. 'challenges', id)
redis.call('PUBLISH', P .. 'ev:lobby', 'g ' .. id)
tell(me, 't', id)
tell(owner, 'T', id)
return 'ok'
"
);

/// Every relay, often (ARGV challenge ttl µs, room ttl ms): ends the challenges made more than
/// the challenge ttl ago, those whose key is gone and those whose owner's relay stopped beating
/// (`gone` to the lobby); and takes the members of a relay that stopped beating out of every room
/// in its index, each room's departure said as `leave` says one (the room touched, `here` to it:
/// one for all of that relay's members there), then forgets the index. Atomic: when two relays
/// sweep at once, the second finds nothing left to say. Answers the challenges ended and the rooms
/// told.
const EXPIRE: &str = concat!(
    prelude!(),
    r"
local ttl, room_ttl = tonumber(ARGV[1]), tonumber(ARGV[2])
local now = now_us()
local index = P .. 'challenges'
local all = redis.call('ZRANGE', index, 0, -1, 'WITHSCORES')
local seen, ended = {}, 0
for i = 1, #all, 2 do
  local id, made = all[i], tonumber(all[i + 1])
  local key = P .. 'ch:' .. id
  local owner = redis.call('HGET', key, 'owner')
  local over = (not owner) or made + ttl <= now
  if not over then
    local rid = relay_of(owner)
    if seen[rid] == nil then seen[rid] = alive(rid) end
    over = not seen[rid]
  end
  if over then
    redis.call('DEL', key)
    redis.call('ZREM', index, id)
    redis.call('PUBLISH', P .. 'ev:lobby', 'g ' .. id)
    ended = ended + 1
  end
end
local relays, told = P .. 'in-relays', 0
for _, rid in ipairs(redis.call('SMEMBERS', relays)) do
  local rooms = P .. 'in:' .. rid
  if not alive(rid) then
    local now_room = now_ms()
    for _, id in ipairs(redis.call('SMEMBERS', rooms)) do
      local here = P .. 'here:' .. id
      local gone = 0
      for _, who in ipairs(redis.call('HKEYS', here)) do
        if relay_of(who) == rid then gone = gone + redis.call('HDEL', here, who) end
      end
      if gone > 0 then
        local c = members(here)
        touch(id, room_ttl, now_room)
        redis.call('PUBLISH', P .. 'ev:room:' .. id, here_event(c))
        told = told + 1
      end
    end
    redis.call('DEL', rooms)
    redis.call('SREM', relays, rid)
  elseif redis.call('EXISTS', rooms) == 0 then
    redis.call('SREM', relays, rid)
  end
end
return {ended, told}
"
);

/// Every relay, now and then: ARGV ttl ms, the relay, its index ttl ms, then the rooms it has
/// members in, kept for ttl more (and its index for its ttl more).
const TOUCH: &str = concat!(
    prelude!(),
    r"
local ttl = tonumber(ARGV[1])
local now = now_ms()
redis.call('PEXPIRE', P .. 'in:' .. ARGV[2], ARGV[3])
for i = 4, #ARGV do touch(ARGV[i], ttl, now) end
return #ARGV - 3
"
);

/// The health route's figures: the rooms held and the open challenges, all relays together.
const COUNTS: &str = concat!(
    prelude!(),
    r"
return {redis.call('ZCOUNT', P .. 'rooms', now_ms(), '+inf'), redis.call('ZCARD', P .. 'challenges')}
"
);

/// The scripts, loaded once (run by their hash, sent again when Redis has forgotten them).
pub(super) struct Scripts {
    pub(super) join: Script,
    pub(super) send: Script,
    pub(super) leave: Script,
    pub(super) lobby: Script,
    pub(super) offer: Script,
    pub(super) withdraw: Script,
    pub(super) take: Script,
    pub(super) expire: Script,
    pub(super) touch: Script,
    pub(super) counts: Script,
}

impl Scripts {
    pub(super) fn new() -> Scripts {
        Scripts {
            join: Script::new(JOIN),
            send: Script::new(SEND),
            leave: Script::new(LEAVE),
            lobby: Script::new(LOBBY_LIST),
            offer: Script::new(OFFER),
            withdraw: Script::new(WITHDRAW),
            take: Script::new(TAKE),
            expire: Script::new(EXPIRE),
            touch: Script::new(TOUCH),
            counts: Script::new(COUNTS),
        }
    }
}
