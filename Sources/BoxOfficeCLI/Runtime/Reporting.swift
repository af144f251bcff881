import Foundation
import KobisKit

/// The lines a partial answer prints, and the exit code it ends with: never 0.
enum Reporting {
    /// One line naming the films whose detail (or poster) is missing; the exit code is the first failure's.
    static func missing(_ missing: [Missing], what: String, context: Context) -> ExitCode {
        guard let first = missing.first, let line = line(for: missing, what: what) else { return .success }
        context.error(line)
        return ExitCode(for: first.error)
    }

    /// `no detail for 2 films (…): why`; nil when nothing is missing.
    static func line(for missing: [Missing], what: String) -> String? {
        Missing.line(missing, what: what, advice: Advice.line(for:))
    }

    /// One line naming the day or period a run stopped at; that failure's exit code.
    static func stop(_ stop: KobisService.RangeStop, after written: String, context: Context) throws -> ExitCode {
        guard let error = stop.error as? KobisError, let line = line(for: stop, after: written) else {
            throw stop.error
        }
        context.error(line)
        return ExitCode(for: error)
    }

    /// The line ``stop(_:after:context:)`` prints; for a failure that is no ``KobisError``, its own sentence.
    static func line(for stop: KobisService.RangeStop, after written: String) -> String? {
        guard let error = stop.error as? KobisError else { return Advice.sentence(for: stop.error) }
        return Phrase.say(
            ko: "\(stop.target.label)에서 실패해 거기서 멈췄습니다 (\(written)). \(Advice.line(for: error))",
            en: "\(stop.target.label) failed, so the run stopped there (\(written)): \(Advice.line(for: error))")
    }
}
