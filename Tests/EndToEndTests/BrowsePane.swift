import Foundation
import Testing

/// `boxoffice browse` running in a tmux pane, under a shell script that saves `stty -a` before and after it, prints a
/// marker on the main screen first and the exit status after, and keeps the pane open. Its homes (config, cache,
/// data, state) are a folder of its own, so `note list` can read what it saved.
final class BrowsePane {
    static let marker = "BROWSE-MAIN-SCREEN"

    let tmux: Tmux
    let home: URL
    let environment: [String: String]

    init(
        _ arguments: [String], width: Int = 80, height: Int = 24,
        environment extra: [String: String] = [:]
    ) async throws {
        home = temporaryFolder("browse")
        var environment = [
            "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
        ]
        environment.merge(extra) { _, given in given }
        self.environment = environment
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
            .joined(separator: " ")
        let script = """
            cd "$BROWSE_DIR" && stty -a > before; echo \(BrowsePane.marker); \
            sh -c 'echo $$ > pid; exec "$BOXOFFICE" browse "$@"' browse \(quoted); \
            echo "browse-exit=$?"; stty -a > after.part && mv after.part after; exec cat > /dev/null
            """
        let frames = home.appendingPathComponent("frames")
        let paths = [
            "BROWSE_DIR": home.path, "BOXOFFICE": Paths.binary, "BOXOFFICE_BROWSE_FRAMES": frames.path,
        ]
        tmux = try await Tmux(
            width: width, height: height, script: script,
            environment: environment.merging(paths) { $1 })
        tmux.frames = frames
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    /// The process id of `boxoffice browse` (the shell that wrote it exec'd into it).
    func pid() async throws -> Int32 {
        let file = home.appendingPathComponent("pid")
        let deadline = Date().addingTimeInterval(hangGuard)
        while Date() < deadline {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if text.hasSuffix("\n"), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw Tmux.Timeout()
    }

    /// Waits for the ranking of `heading` (a piece of its heading line) to be drawn.
    @discardableResult
    func opened(_ heading: String) async throws -> [String] {
        try await tmux.wait(for: "the ranking '\(heading)'") { lines in
            // The heading on the first row: the status line names the day too while it loads.
            lines.first?.contains(heading) == true && lines.count > 3
        }
    }

    /// The exit status once browse ended, as the script printed it.
    func exitStatus() async throws -> Int {
        // A signal may end browse while its last frame is still on the screen: that frame settles nothing.
        let lines = try await tmux.wait(for: "the exit status", settling: false) {
            $0.contains { $0.hasPrefix("browse-exit=") }
        }
        return Int(lines.first { $0.hasPrefix("browse-exit=") }!.dropFirst(12)) ?? -1
    }

    /// `stty -a` before browse started and after it ended.
    func settings() async throws -> (before: String, after: String) {
        let after = home.appendingPathComponent("after")  // renamed into place whole by the pane's script
        let deadline = Date().addingTimeInterval(hangGuard)
        while !FileManager.default.fileExists(atPath: after.path) && Date() < deadline {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        return (
            (try? String(contentsOf: home.appendingPathComponent("before"), encoding: .utf8)) ?? "missing",
            (try? String(contentsOf: after, encoding: .utf8)) ?? "missing"
        )
    }

    /// The selected row of a list (the one the gutter marks).
    static func selected(_ lines: [String]) -> String? { lines.first { $0.hasPrefix("> ") } }

    /// The text of the grid's selected card (the one drawn heavy), its lines joined.
    static func selectedCard(_ lines: [String]) -> String? {
        let inside = lines.compactMap { line -> String? in
            let parts = line.split(separator: "┃", omittingEmptySubsequences: false)
            return parts.count >= 3 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        }
        return inside.isEmpty ? nil : inside.joined(separator: " ")
    }

    /// The cards in a row of the grid, counted on the first row's top edges.
    static func cardsPerRow(_ lines: [String]) -> Int? {
        let edges = lines.lazy.map { $0.filter { $0 == "╭" || $0 == "┏" }.count }.first { $0 > 0 }
        return edges
    }
}
