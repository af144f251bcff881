import Foundation
import KobisKit

/// Options that may ask for a byte-order mark on csv and tsv (`--bom`). The command line finds `--bom` and
/// `--format` among a command's options (``ByteOrderMark``), refuses `--bom` with any other format, and marks the
/// output before the command runs.
protocol ByteOrderMarkOptions {
    var bom: Bool { get }
    var format: OutputFormat { get }
}

extension ByteOrderMarkOptions {
    /// `--bom` checked against the format: only csv and tsv take it.
    func checkByteOrderMark() throws {
        if bom && format != .csv && format != .tsv {
            throw UsageError(
                message: Phrase.say(
                    ko: "--bom은 -f csv나 -f tsv와 함께 씁니다 (스프레드시트를 위한 표시): -f \(format.rawValue)에는 "
                        + "쓰지 않습니다",
                    en: "--bom goes with -f csv or -f tsv (the mark is for spreadsheets), not -f \(format.rawValue)"))
        }
    }
}
