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
}
