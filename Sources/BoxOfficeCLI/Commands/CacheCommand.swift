import Foundation
import KobisKit

/// `boxoffice cache path|clear`.
enum CacheCommand {
    static let usage = "usage: boxoffice cache path|clear"
    static let options = [CommonOptions.help]

    static var help: String {
        """
        boxoffice cache: where answers are kept, and how to drop them.

        \(usage)

          path    print the cache folder ($XDG_CACHE_HOME/boxoffice, default ~/.cache/boxoffice)
          clear   delete every cached answer

        A ranking is kept until noon (KST) of the day after its date, at most an hour while it is still
        changing; settled rankings for 30 days; movie details for 7 days. The API key is never stored.
        """
    }

    static func run(_ arguments: [String], context: Context) async throws -> ExitCode {
        guard let parsed = try ArgumentParser(options: options, usage: usage, maxPositionals: 1)
            .parse(arguments, help: help, context: context) else { return .success }
        let cache = ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment))
        switch parsed.positionals.first {
        case "path":
            context.out(cache.directory.path + "\n")
        case "clear":
            do {
                let removed = try cache.clear()
                context.note("removed \(removed) cached answer\(removed == 1 ? "" : "s") from \(cache.directory.path)")
            } catch {
                throw KobisError.configuration("cannot clear \(cache.directory.path): check its permissions")
            }
        case nil:
            throw UsageError(message: "missing the cache action: 'path' or 'clear'", usage: usage)
        case let other?:
            throw UsageError(message: "unknown cache action '\(other)': use 'path' or 'clear'", usage: usage)
        }
        return .success
    }
}
