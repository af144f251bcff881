import Foundation
import KobisKit

/// Finds `--lang` among a command's options.
enum LanguageChoice {
    /// `--lang` as the command line gave it: every command takes it, with its general options.
    static func options<Options: CommandOptions>(in options: Options) -> LanguageOptions? { options.general }

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
