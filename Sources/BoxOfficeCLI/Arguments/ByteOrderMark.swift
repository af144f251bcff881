import Foundation
import KobisKit

/// Finds `--bom` among a command's options.
enum ByteOrderMark {
    /// `--bom` and `--format` as the command line gave them, when the command takes `--bom`.
    static func options<Options: CommandOptions>(in options: Options) -> ByteOrderMarkOptions? {
        guard let declared = options.general.declared, let bom = declared.value("bom", as: Bool.self),
            let format = declared.value("format", as: OutputFormat.self)
        else { return nil }
        return Marked(bom: bom, format: format)
    }

    private struct Marked: ByteOrderMarkOptions {
        let bom: Bool
        let format: OutputFormat
    }
}
