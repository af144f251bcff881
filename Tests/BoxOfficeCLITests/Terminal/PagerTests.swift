import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// Which pager runs, how, and when text is long enough for it; and the sink's byte-order mark and per-item files.
@Suite("Pager and output sink")
struct PagerTests {
    func terminal(tty: Bool = true, rows: Int? = 24) -> Terminal {
        Terminal(
            stdoutIsTTY: tty, stderrCanAnimate: false, width: 80, height: rows, stderrWidth: 80,
            colorByDefault: false)
    }

    @Test func thePagerIsChosenAsGitChoosesIt() {
        let path = ["PATH": "/usr/bin:/bin"]
        #expect(
            Pager.resolve(
                environment: path.merging(["BOXOFFICE_PAGER": "most", "PAGER": "more"]) { $1 },
                terminal: terminal())?.command == "most")
        #expect(
            Pager.resolve(
                environment: path.merging(["PAGER": "more"]) { $1 },
                terminal: terminal())?.command == "more")
        for off in ["cat", "", "  "] {
            #expect(
                Pager.resolve(environment: ["BOXOFFICE_PAGER": off, "PAGER": "more"], terminal: terminal()) == nil,
                "\(off)")
        }
        #expect(Pager.resolve(environment: ["PAGER": "more"], terminal: terminal(tty: false)) == nil)
        #expect(Pager.resolve(environment: ["PAGER": "more"], terminal: terminal(rows: nil)) == nil)
        let settings = Pager.resolve(environment: ["PAGER": "less", "LESS": "R"], terminal: terminal())?.environment
        #expect(settings?["LESS"] == "R" && settings?["LV"] == "-c")
        #expect(Pager.resolve(environment: ["PAGER": "less"], terminal: terminal())?.environment["LESS"] == "FRX")
        #expect(Pager.resolve(environment: ["PATH": "/nonexistent"], terminal: terminal()) == nil, "no less, no pager")
    }

    @Test func aCommandWithoutShellSyntaxRunsDirectly() {
        func pager(_ command: String) -> Pager { Pager(command: command, rows: 24, columns: 80, environment: [:]) }
        #expect(pager("less -FRX").arguments == ["less", "-FRX"])
        #expect(pager("sed s/^/X:/").arguments == ["sed", "s/^/X:/"])
        #expect(pager("less | cat").arguments == ["/bin/sh", "-c", "less | cat"])
        #expect(pager("LESS=R less").arguments == ["/bin/sh", "-c", "LESS=R less"])
    }

    @Test func rowsCountWrappedLinesAndIgnoreEscapes() {
        let pager = Pager(command: "less", rows: 5, columns: 10, environment: [:])
        #expect(pager.screenRows("a\nb\n") == 2)
        #expect(pager.screenRows("a\n\nb") == 3)
        #expect(pager.screenRows(String(repeating: "x", count: 25) + "\n") == 3)
        #expect(pager.screenRows("가나다라마바사\n") == 2, "Korean letters take two columns")
        #expect(pager.screenRows("\u{1B}[1mbold\u{1B}[0m\n") == 1)
    }

    @Test func theByteOrderMarkComesFirstOnceAndOnlyWhenAsked() throws {
        let marked = OutputSink(.memory)
        marked.byteOrderMark = true
        try marked.write("")
        try marked.write("a,b\n")
        try marked.write("1,2\n")
        #expect(Array(marked.text.utf8) == [0xEF, 0xBB, 0xBF] + Array("a,b\n1,2\n".utf8))
        let plain = OutputSink(.memory)
        try plain.write("a,b\n")
        #expect(plain.text == "a,b\n")
    }

    @Test func eachItemOfARangeGetsItsOwnFileAndTheRangesOwnNameNone() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("boxoffice-items-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let range = OutputSink(.file(folder.appendingPathComponent("{from}-{date}.csv").path))
        range.fill(["from": "2024-01-01"])
        range.byteOrderMark = true
        #expect(range.names("date") && !range.names("to") && !OutputSink(.stdout).names("date"))
        for day in ["2024-01-01", "2024-01-02"] {
            let item = range.item(["date": day])
            try item.write("x\n")
            try item.commit()
            #expect(item.path == folder.path + "/2024-01-01-\(day).csv")
        }
        try range.commit()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["2024-01-01-2024-01-01.csv", "2024-01-01-2024-01-02.csv"])
        let first = try Data(contentsOf: folder.appendingPathComponent(names[0]))
        #expect(first == Data([0xEF, 0xBB, 0xBF]) + Data("x\n".utf8))
    }
}
