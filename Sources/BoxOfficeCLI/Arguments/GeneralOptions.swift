import Foundation
import KobisKit

/// `-o`, `-q` and `--no-pager`: every command takes them. (`-h` is the parser's own.)
struct GeneralOptions: OptionGroup {
    @Opt(Local.output) var output: String?
    @Opt(Local.quiet) var quiet: Bool
    @Opt(Local.noPager) var noPager: Bool
    /// Every option of the command these belong to, once its options are made (see ``OptionGroup/declared()``).
    let declared = OptionCollector.current

    /// `-h` as help and completions show it.
    static let helpSpec = OptionSpec("help", short: "h", help: "show this help", kind: .flag)
}
