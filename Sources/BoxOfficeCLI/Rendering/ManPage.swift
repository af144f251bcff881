import Foundation
import KobisKit

/// The man page: every command and subcommand with its options and examples, the exit codes, the
/// environment and the files.
enum ManPage {
    /// Text escaped for roff: backslashes, hyphens, and a leading dot or quote.
    static func roff(_ text: String) -> String {
        var out = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    static func page() -> String {
        var out = """
            .TH BOXOFFICE 1 "2026-11-23" "boxoffice \(BoxOfficeCLI.version)" "User Commands"
            .SH NAME
            boxoffice \\- the Korean box office (KOBIS) in your terminal
            .SH SYNOPSIS
            .B boxoffice
            .I command
            .RI [ options ]
            .SH DESCRIPTION
            \(roff("boxoffice prints the Korean box office from the Korean Film Council's KOBIS Open API: daily and weekly rankings, films, people, companies and code lists, as text that fits the terminal or as JSON, TSV or CSV for scripts. Every failure prints one line on standard error and exits with a documented code; nothing but data goes to standard output."))
            .SH COMMANDS

            """
        for command in CommandRegistry.runnable {
            let usage = command.usage.replacingOccurrences(of: "usage: ", with: "").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            out += ".SS \"\(roff(usage))\"\n\(roff(command.summary))\n"
            if let discussion = command.discussion { out += ".PP\n\(roff(discussion))\n" }
            for spec in command.positionals {
                out += ".TP\n.I \(roff(spec.usageForm))\n\(roff(spec.flagHelp))\n"
            }
            for spec in command.options {
                let names = (spec.short.map { "-\($0), " } ?? "") + spec.synopsis
                out += ".TP\n.B \(roff(names))\n\(roff(spec.flagHelpLine))\n"
            }
            if !command.examples.isEmpty {
                out += ".PP\nExamples:\n.RS\n.nf\n"
                for example in command.examples { out += roff(example.command) + "\n" }
                out += ".fi\n.RE\n"
            }
        }
        out += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases { out += ".TP\n.B \(code.rawValue)\n\(roff(code.summary))\n" }
        out += ".SH ENVIRONMENT\n"
        for variable in EnvironmentVariables.all { out += ".TP\n.B \(variable.name)\n\(roff(variable.help))\n" }
        out += """
            .SH FILES
            .TP
            .I ~/.config/boxoffice/Config.plist
            \(roff("The key and the API base (mode 0600): read, never written."))
            .TP
            .I ~/.cache/boxoffice/
            \(roff("Cached answers, one file each (mode 0600); the key is never stored."))
            .TP
            .I ~/.local/state/boxoffice/
            \(roff("Today's request count per key (quota-<hash>.json)."))
            .TP
            .I ~/.local/share/boxoffice/notes.json
            \(roff("Your notes and star ratings (mode 0600), with a lock file beside it."))

            """
        return out
    }
}
