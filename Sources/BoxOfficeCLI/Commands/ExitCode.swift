import KobisKit

/// The documented exit codes (sysexits.h values).
enum ExitCode: Int32, CaseIterable {
    case success = 0
    /// Bad flag, value, date or command.
    case usage = 64
    /// KOBIS unreachable, timed out, or 5xx after retries.
    case unavailable = 69
    /// The key's daily quota is spent (`faultInfo` 320011).
    case quotaSpent = 75
    /// The answer is not understood (not JSON, truncated, HTML, unknown root, other faults).
    case badAnswer = 76
    /// KOBIS rejected the key (`faultInfo` 320010).
    case keyRejected = 77
    /// No key configured, or the configuration is unusable.
    case configuration = 78

    init(for error: KobisError) {
        switch error {
        case .missingKey, .configuration: self = .configuration
        case .invalidKey: self = .keyRejected
        case .quotaExceeded: self = .quotaSpent
        case .unreachable, .timedOut, .serverError: self = .unavailable
        case .fault, .httpStatus, .malformed, .unexpectedRoot: self = .badAnswer
        }
    }

    /// The table shown in `--help` and the README.
    static let table = """
        EXIT CODES
          0   success (an empty ranking included)
          64  usage: bad flag, value, date or command
          69  KOBIS unreachable, timed out, or 5xx after retries
          75  KOBIS says the key's daily quota is spent (faultInfo 320011)
          76  the answer is not understood: not JSON, truncated, HTML, unknown root, other faultInfo codes
          77  KOBIS rejected the key (faultInfo 320010)
          78  no key configured (or an unusable config file)
        """
}
