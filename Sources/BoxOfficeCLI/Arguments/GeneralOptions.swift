import Foundation
import KobisKit

/// `-o`, `-q`, `--no-pager` and `--lang`: every command takes them, so every command's messages speak the
/// language asked for. (`-h` is the parser's own.)
struct GeneralOptions: OptionGroup, LanguageOptions {
    @Opt(Local.output) var output: String?
    @Opt(Local.quiet) var quiet: Bool
    @Opt(Local.noPager) var noPager: Bool
    @Opt(Declared.lang) var lang: Language?
    /// Every option of the command these belong to, once its options are made (see ``OptionGroup/declared()``).
    let declared = OptionCollector.current

    /// The `-o` file: nil without `-o` and for `-o -`, which is stdout.
    var outputFile: String? { output == "-" ? nil : output }

    /// `-h` as help and completions show it.
    static let helpSpec = OptionSpec("help", short: "h", help: "show this help", kind: .flag)
}
