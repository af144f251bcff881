import Foundation
import KobisKit

/// `boxoffice cache path|clear`.
enum CacheCommand: CommandGroup {
    static let name = "cache"
    static let summary = "where answers are kept (path), and dropping them (clear)"
    static let discussion: String? = """
        The folder is $XDG_CACHE_HOME/boxoffice (default ~/.cache/boxoffice). A ranking is kept until noon (KST) \
        of the day after it, at most an hour while it still changes; settled rankings for 30 days; movie details \
        for 7 days. `clear` removes only the files boxoffice writes there. The API key is never stored.
        """
    static var subcommands: [CommandInfo] { [Path.info(parent: name), Clear.info(parent: name)] }

    struct Options: CommandOptions {
        var general = GeneralOptions()
    }

    /// `cache path`.
    enum Path: Command {
        static let name = "path"
        static let summary = "print the cache folder"
        typealias Options = CacheCommand.Options
        static let examples: [(command: String, note: String)] = [("boxoffice cache path", "")]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            try context.out(Paths(environment: context.environment).cache.path + "\n")
            return .success
        }
    }

    /// `cache clear`.
    enum Clear: Command {
        static let name = "clear"
        static let summary = "delete the answers boxoffice cached"
        typealias Options = CacheCommand.Options
        static let examples: [(command: String, note: String)] = [("boxoffice cache clear", "")]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            let directory = Paths(environment: context.environment).cache
            do {
                let removed = try ResponseCache(directory: directory, server: "").clear()
                context.note(
                    Phrase.say(
                        ko: "\(directory.path)에서 캐시된 답 \(removed)개를 지웠습니다",
                        en: "removed \(removed) cached answer\(removed == 1 ? "" : "s") from \(directory.path)"))
            } catch {
                throw KobisError.configuration(
                    Phrase.say(
                        ko: "\(directory.path): 비울 수 없습니다. 권한을 확인하세요",
                        en: "cannot clear \(directory.path): check its permissions"))
            }
            return .success
        }
    }
}
