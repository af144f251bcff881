import Foundation
import KobisKit

/// `boxoffice cache path|clear`.
enum CacheCommand: Command {
    static let name = "cache"
    static let summary = "where answers are kept (path), and dropping them (clear)"
    static let synopsis = "path|clear"
    static let arguments = [(name: "path|clear", help: "print the cache folder, or delete the answers boxoffice cached there")]
    static let options: [AnyOption] = []
    static var common: [AnyOption] { CommonOptions.basic }

    static let discussion: String? = """
        The folder is $XDG_CACHE_HOME/boxoffice (default ~/.cache/boxoffice). A ranking is kept until noon (KST) \
        of the day after it, at most an hour while it still changes; settled rankings for 30 days; movie details \
        for 7 days. `clear` removes only the files boxoffice writes there. The API key is never stored.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice cache path", ""),
        ("boxoffice cache clear", ""),
    ]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let directory = ResponseCache.defaultDirectory(environment: context.environment)
        switch parsed.positionals.first {
        case "path":
            try context.out(directory.path + "\n")
        case "clear":
            do {
                let removed = try ResponseCache(directory: directory, server: "").clear()
                context.note("removed \(removed) cached answer\(removed == 1 ? "" : "s") from \(directory.path)")
            } catch {
                throw KobisError.configuration("cannot clear \(directory.path): check its permissions")
            }
        case nil:
            throw UsageError(message: "missing the cache action: 'path' or 'clear'", usage: usage)
        case let other?:
            throw UsageError(message: "unknown cache action '\(other.prefix(40))': use 'path' or 'clear'", usage: usage)
        }
        return .success
    }
}
