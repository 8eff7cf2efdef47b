/// The runner's command line, read by hand (the runner has no dependencies
/// beyond the modules it soaks).
struct SoakOptions {
  /// The workloads to run.
  enum Mode: String {
    case solver, tree, both
  }

  /// Wall-clock budget per mode; nil when the run is bounded by steps.
  var seconds: Double?
  /// Step budget per mode; nil when the run is bounded by time.
  var steps: Int?
  var seed: UInt64 = 1
  var mode = Mode.both
  /// Steps between teardowns to the empty state (memory and footprint checks).
  var checkpoint = 5_000
  /// Print every operation to stderr, to turn a failing step into a test.
  var trace = false
  /// Keep running after an invariant violation (tearing down to a fresh round
  /// at once), so that a known bug does not cut a memory soak short.
  var keepGoing = false
  /// Give the solver mode a new solver at every teardown: a failing round then
  /// replays from its own trace, without the recycled symbol ids of earlier rounds.
  var freshRounds = false
  /// A solver trace to replay instead of running, and whether to shrink a failing round.
  var replay: String?
  var minimise = false

  static let usage = """
    usage: autolayout-soak [--seconds N | --steps N] [--seed S] [--mode solver|tree|both]
                           [--checkpoint K] [--trace] [--keep-going] [--fresh-rounds]
           autolayout-soak --replay TRACE [--minimise]
      --seconds N     run each mode for N seconds (default 60 when --steps is not given)
      --steps N       run each mode for N steps (deterministic: replays a seed exactly)
      --seed S        random seed (default 1)
      --mode M        solver, tree or both (default both; both runs solver, then tree)
      --checkpoint K  tear down to empty and sample memory every K steps (default 5000)
      --trace         print each operation to stderr
      --keep-going    after a violation, tear down and go on (the run still fails)
      --fresh-rounds  solver mode: a new solver after every teardown, so a round replays alone
      --replay TRACE  replay the last round of a solver trace (from --trace) on a new solver
      --minimise      with --replay: shrink a failing round and print its steps as a trace
    Environment: SOAK_DUMP=1 prints the window's solver state to stderr at each tree teardown.
    """

  init(arguments: [String]) throws(SoakUsageError) {
    var rest = arguments[...]
    func value(_ flag: String) throws(SoakUsageError) -> String {
      guard let next = rest.popFirst() else { throw SoakUsageError(message: "\(flag) needs a value") }
      return next
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--seconds":
        guard let n = Double(try value(flag)), n > 0 else { throw SoakUsageError(message: "--seconds must be > 0") }
        seconds = n
      case "--steps":
        guard let n = Int(try value(flag)), n > 0 else { throw SoakUsageError(message: "--steps must be > 0") }
        steps = n
      case "--seed":
        guard let n = UInt64(try value(flag)) else {
          throw SoakUsageError(message: "--seed must be an unsigned integer")
        }
        seed = n
      case "--mode":
        guard let m = Mode(rawValue: try value(flag)) else {
          throw SoakUsageError(message: "--mode must be solver, tree or both")
        }
        mode = m
      case "--checkpoint":
        guard let n = Int(try value(flag)), n > 0 else { throw SoakUsageError(message: "--checkpoint must be > 0") }
        checkpoint = n
      case "--trace":
        trace = true
      case "--keep-going":
        keepGoing = true
      case "--fresh-rounds":
        freshRounds = true
      case "--replay":
        replay = try value(flag)
      case "--minimise":
        minimise = true
      case "--help", "-h":
        throw SoakUsageError(message: Self.usage)
      default:
        throw SoakUsageError(message: "unknown option \(flag)\n\(Self.usage)")
      }
    }
    if minimise && replay == nil { throw SoakUsageError(message: "--minimise needs --replay TRACE") }
    if seconds != nil && steps != nil { throw SoakUsageError(message: "give --seconds or --steps, not both") }
    if seconds == nil && steps == nil { seconds = 60 }
  }
}
