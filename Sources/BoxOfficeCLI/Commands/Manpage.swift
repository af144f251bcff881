import Foundation
import KobisKit

/// `boxoffice manpage`: a roff man page, generated from ``CommandRegistry``.
enum Manpage: Command {
    static let name = "manpage"
    static let summary = "the man page, in roff"

    struct Options: CommandOptions {
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [
        ("boxoffice manpage -o boxoffice.1 && man ./boxoffice.1", "")
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try context.out(ManPage.page())
        return .success
    }
}
