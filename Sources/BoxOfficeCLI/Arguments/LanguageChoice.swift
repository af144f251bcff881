import Foundation
import KobisKit

/// Finds `--lang` among a command's options.
enum LanguageChoice {
    /// `--lang` as the command line gave it, when the command takes it; found by name among the options the
    /// command declared (a dynamic cast per group costs a run more than its parsing).
    static func options<Options: CommandOptions>(in options: Options) -> LanguageOptions? {
        guard let declared = options.general.declared, declared.declares("lang") else { return nil }
        return Chosen(lang: declared.value("lang", as: Language?.self) ?? nil)
    }

    private struct Chosen: LanguageOptions {
        let lang: Language?
    }

    /// `--lang ko`, `--lang=en` among the command line's words (before `--`), found before any parsing, so a usage
    /// error and a configuration error speak the language asked for; nil when none is there or it is neither.
    static func scan(_ words: [String]) -> Language? {
        var found: Language?
        var index = 0
        while index < words.count, words[index] != "--" {
            let word = words[index]
            index += 1
            if word == "--lang", index < words.count {
                found = Language(rawValue: words[index].lowercased()) ?? found
            } else if word.hasPrefix("--lang=") {
                found = Language(rawValue: String(word.dropFirst(7)).lowercased()) ?? found
            }
        }
        return found
    }
}
