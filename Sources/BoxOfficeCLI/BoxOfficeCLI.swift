import Foundation
import KobisKit

/// The `boxoffice` program: parses the command line, runs a command, and maps every failure to
/// one line on stderr and a documented exit code.
public enum BoxOfficeCLI {
    public static let version = "1.0.0"

    static let usage = "usage: boxoffice <daily|movie|cache> [options]   (boxoffice --help for more)"

    static var help: String {
        """
        boxoffice \(version): the Korean box office (KOBIS, 영화진흥위원회) in your terminal.

        \(usage)

        COMMANDS
          daily [--date D]     one day's ranking (default: yesterday in Korea)
          movie <movieCd>      one film's detail
          cache path|clear     the answer cache

        Run `boxoffice <command> --help` for a command's options and examples.

        EXAMPLES
          boxoffice daily
          boxoffice daily --date 2023-08-23 --layout grid
          boxoffice daily --format json | jq '.entries[] | {rank, title, audience}'
          boxoffice movie 20124079
          boxoffice daily --demo                 try it without a key

        CONFIGURATION
          KOBIS_API_KEY      the key (overrides the config file)
          KOBIS_BASE_URL     the API base (default \(KobisAPI.defaultBaseURL.absoluteString))
          --config PATH, then $BOXOFFICE_CONFIG, then $XDG_CONFIG_HOME/boxoffice/Config.plist
          (default ~/.config/boxoffice/Config.plist): a plist with KOBIS_API_KEY and optional KOBIS_BASE_URL.
          NO_COLOR, TERM=dumb and --color never turn colour off; COLUMNS sets the width when not on a terminal.

        \(ExitCode.table)
        """
    }

    /// Runs the program with the process's real streams and terminal.
    public static func main() async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let context = Context(environment: environment, terminal: .current(environment: environment),
                              now: Context.clock(environment: environment))
        if context.terminal.stderrIsTTY { Spinner.eraseOnInterrupt() }
        return await run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue
    }

    static func run(_ arguments: [String], context: Context) async -> ExitCode {
        do {
            guard let command = arguments.first else {
                throw UsageError(message: "missing a command", usage: usage)
            }
            let rest = Array(arguments.dropFirst())
            switch command {
            case "daily": return try await Daily.run(rest, context: context)
            case "movie": return try await Movie.run(rest, context: context)
            case "cache": return try await CacheCommand.run(rest, context: context)
            case "-h", "--help", "help":
                context.out(help + "\n")
                return .success
            case "--version", "-V", "version":
                context.out("boxoffice \(version)\n")
                return .success
            default:
                let known = ["daily", "movie", "cache"]
                let hint = known.first { editDistance($0, command) <= 2 }.map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown command '\(command)'\(hint)", usage: usage)
            }
        } catch let error as UsageError {
            context.note(error.message)
            context.writeErr(error.usage + "\n")
            return .usage
        } catch let error as KobisError {
            context.note(error.description)
            return ExitCode(for: error)
        } catch {
            context.note("unexpected failure: \(error)")
            return .badAnswer
        }
    }
}
