import Foundation
import KobisKit

extension Local {
    static let size = OptionDeclaration<PictureSize>(
        OptionSpec(
            "size", value: "WxH", help: "picture size for svg/html (default 1200x675)",
            defaultText: "1200x675"),
        default: .standard, parse: PictureSize.parse)
    static let theme = OptionDeclaration<ThemeChoice>(
        OptionSpec(
            "theme", value: "THEME", choices: ThemeChoice.allCases.map(\.rawValue),
            help: "svg/html on white (light, default) or dark", defaultText: "light"),
        default: .light, parse: Convert.choice(ThemeChoice.allCases))
    static let open = flag("open", "show the -o file in its viewer (on a terminal)")
}

/// `--theme`.
enum ThemeChoice: String, CaseIterable, Sendable {
    case light, dark
    var palette: Theme { self == .dark ? .dark : .light }
}

/// How a picture is drawn and shown: its size, its theme, and whether to open it.
struct PictureOptions: OptionGroup {
    @Opt(Local.size) var size: PictureSize
    @Opt(Local.theme) var theme: ThemeChoice
    @Opt(Local.open) var open: Bool

    /// Refuses `--size` and `--theme` without a picture, and hands `--open` to the output.
    func check(_ format: OutputFormat, general: GeneralOptions, context: Context) throws {
        if !format.isPicture && ($size.isSet || $theme.isSet) {
            throw UsageError(
                message: Phrase.say(
                    ko: "--size와 --theme: -f svg나 -f html과 함께 씁니다",
                    en: "--size and --theme go with -f svg or -f html"))
        }
        try PictureOptions.check(format, open: open, general: general, context: context)
    }

    /// Refuses a picture on a terminal without a `-o` file (`-o -` is stdout) and `--open` without one; once the
    /// file is in place, `--open` shows it (only when stdout is a terminal: a cron job's run opens nothing).
    static func check(_ format: OutputFormat, open: Bool, general: GeneralOptions, context: Context) throws {
        if format.isPicture && general.outputFile == nil && context.terminal.stdoutIsTTY {
            throw UsageError(
                message: Phrase.say(
                    ko: "-f \(format.rawValue): 터미널에 보일 글이 아니라 파일을 씁니다. -o "
                        + "chart.\(format.rawValue)처럼 "
                        + "파일을 주거나(보려면 --open도) 파이프로 넘기세요",
                    en: "-f \(format.rawValue) writes a file, not text for a terminal: "
                        + "add -o chart.\(format.rawValue) (with --open to see it), or pipe it"))
        }
        guard open else { return }
        guard general.outputFile != nil else {
            throw UsageError(
                message: Phrase.say(
                    ko: "--open은 -o로 쓴 파일을 엽니다: -o FILE을 더하세요",
                    en: "--open opens the file that -o writes: add -o FILE")
            )
        }
        guard context.terminal.stdoutIsTTY else {
            context.note(
                Phrase.say(
                    ko: "--open: 표준 출력이 터미널이 아니어서 파일을 열지 않습니다",
                    en: "--open: stdout is not a terminal, so the file is not opened"))
            return
        }
        let environment = context.environment
        context.output.whenCommitted { [context] path in
            guard let viewer = TerminalPlatform.spawn([TerminalPlatform.opener, path], environment: environment) else {
                context.note(
                    Phrase.say(
                        ko: "--open: 실행하지 못했습니다 (\(TerminalPlatform.opener)). 파일: \(path)",
                        en: "--open: could not start \(TerminalPlatform.opener); the file is \(path)"))
                return
            }
            close(viewer.input)
            TerminalPlatform.waitForChild(viewer.pid)
        }
    }
}
