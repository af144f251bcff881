import Foundation
import Testing

/// `boxoffice browse` needs a terminal on stdin and stdout; anywhere else it says which command prints instead.
@Suite("boxoffice browse off a terminal", .speaking("en"))
struct BrowseOffTerminalTests {
    /// `command` (shell text) run with a pseudo-terminal as its terminal, then its exit status printed.
    func atATerminal(_ command: String) async throws -> RunResult {
        try await runScript(TestPlatform.underPseudoTerminal(command + "; echo \"exit=$?\""))
    }

    @Test func pipedItExits64WithOneLineNamingTheCommandToUse() async throws {
        let piped = try await runBoxOffice(["browse", "--demo", "-d", "2023-08-15"])
        #expect(piped.status == 64)
        #expect(piped.stdout.isEmpty)
        #expect(piped.stderr.split(separator: "\n").count == 1, "\(piped.stderr)")
        #expect(piped.stderr.contains("`boxoffice daily -d 2023-08-15 --demo`"), "\(piped.stderr)")
    }

    @Test(.enabled(if: TestPlatform.hasPseudoTerminal, "no script(1) to fake a terminal"))
    func aTerminalOnStdoutAloneIsNotEnough() async throws {
        let run = try await atATerminal("\"$BOXOFFICE\" browse --demo -l grid < /dev/null")
        #expect(run.stdout.contains("exit=64"), "\(run.stdout)")
        let line = "stdin is not one: to print the ranking, use `boxoffice daily -l grid --demo`"
        #expect(run.stdout.contains(line), "\(run.stdout)")
        #expect(!run.stdout.contains("\u{1B}[?1049h"), "the screen was never taken")
    }

    @Test(.enabled(if: TestPlatform.hasPseudoTerminal, "no script(1) to fake a terminal"))
    func aDumbTerminalOrAnOutputFileIsRefusedBeforeTheScreenIsTaken() async throws {
        let dumb = try await atATerminal("TERM=dumb \"$BOXOFFICE\" browse --demo")
        #expect(dumb.stdout.contains("exit=64") && dumb.stdout.contains("TERM=dumb"), "\(dumb.stdout)")
        let file = try await atATerminal("\"$BOXOFFICE\" browse --demo -o x.txt")
        #expect(
            file.stdout.contains("exit=64") && file.stdout.contains("-o goes with the printing commands"),
            "\(file.stdout)")
        #expect(!(dumb.stdout + file.stdout).contains("\u{1B}[?1049h"), "the screen was never taken")
    }
}
