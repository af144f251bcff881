import Foundation
import KobisKit

/// `--copy`: the system's clipboard where there is a command for it (macOS: pbcopy); else OSC 52, which asks
/// the terminal to put the text on the clipboard. Terminals may ignore OSC 52 (Terminal.app does), and the
/// note says so.
enum Clipboard {
    /// `--copy` writes through the terminal on stderr: without one it is a usage error, never a silent no-op.
    static func requireTerminal(_ copy: Bool, context: Context) throws {
        if copy && !context.terminal.stderrIsTTY {
            throw UsageError(
                message: Phrase.say(
                    ko: "--copy는 터미널을 거쳐 클립보드에 쓰는데, 표준 오류가 터미널이 아닙니다",
                    en: "--copy writes the clipboard through the terminal, and stderr is not one"))
        }
    }

    static func copy(_ text: String, context: Context) {
        if TerminalPlatform.copyToSystemClipboard(text) {
            context.note(Phrase.say(ko: "클립보드에 복사했습니다", en: "copied to the clipboard"))
            return
        }
        context.writeErr(osc52(text))
        context.note(
            Phrase.say(
                ko: "터미널을 거쳐 클립보드로 보냈습니다 (OSC 52). OSC 52를 무시하는 터미널에서는 복사되지 않습니다",
                en: "sent to the clipboard through the terminal (OSC 52); a terminal that ignores OSC 52 copies nothing"
            ))
    }

    /// The OSC 52 sequence that asks the terminal to put `text` on the clipboard.
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }
}
