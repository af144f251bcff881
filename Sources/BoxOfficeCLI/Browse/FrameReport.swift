import Foundation
import KobisKit

/// What browse drew last, for a test that drives it in a terminal (`BOXOFFICE_BROWSE_FRAMES`): after each frame the
/// file is replaced whole by a header line (`frame N keys K idle 0|1 size ROWSxCOLUMNS`) and the frame's text, one
/// line per row without colour. `idle` means no request is in flight, so the screen changes only on a key or a
/// resize: a test that sees this frame on the screen after every key it sent was handled knows nothing else will come.
struct FrameReport {
    let file: URL
    private var count = 0

    init(file: URL) { self.file = file }

    /// Replaces the file with this frame.
    mutating func write(_ lines: [String], keys: Int, idle: Bool, rows: Int, columns: Int) {
        count += 1
        let header = "frame \(count) keys \(keys) idle \(idle ? 1 : 0) size \(rows)x\(columns)"
        let text = ([header] + lines.map(DisplayWidth.plain)).joined(separator: "\n") + "\n"
        AtomicFile.write(Data(text.utf8), to: file, durable: false)
    }
}
