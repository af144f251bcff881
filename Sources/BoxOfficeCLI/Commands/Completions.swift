import Foundation
import KobisKit

/// `boxoffice completions bash|zsh|fish`: a completion script, generated from ``CommandRegistry``.
enum Completions: Command {
    static let name = "completions"
    static let summary = "a completion script for bash, zsh or fish"

    enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

    struct Options: CommandOptions {
        @Opt(Local.positional("shell", choices: Shell.allCases.map(\.rawValue), help: "the shell")) var shell: String?
        var general = GeneralOptions()
    }

    static let discussion: String? =
        "Completes commands and subcommands, each one's flags, the choices of flags that take a fixed set, and files for -o and --config. Scripts/install puts them where each shell looks."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice completions bash -o boxoffice.bash", "then: source boxoffice.bash"),
        ("boxoffice completions zsh -o _boxoffice", "for a folder on zsh's fpath"),
        ("boxoffice completions fish -o boxoffice.fish", "for ~/.config/fish/completions"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        guard let text = options.shell else {
            throw UsageError(
                message: Phrase.say(
                    ko: "셸이 빠졌습니다: bash, zsh, fish 중 하나",
                    en: "missing the shell: bash, zsh or fish"))
        }
        guard let shell = Shell(rawValue: text) else {
            throw UsageError(
                message: Phrase.say(
                    ko: "알 수 없는 셸 '\(text.prefix(20))': bash, zsh, fish 중에서 고르세요",
                    en: "unknown shell '\(text.prefix(20))': use bash, zsh or fish"))
        }
        switch shell {
        case .bash: try context.out(CompletionScripts.bash())
        case .zsh: try context.out(CompletionScripts.zsh())
        case .fish: try context.out(CompletionScripts.fish())
        }
        return .success
    }
}
