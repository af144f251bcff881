import Foundation

/// Notes in one JSON file, mode 0600. Every change happens under an exclusive lock on a lock file beside it,
/// and writes a temporary file that is renamed over the old one, so parallel runs lose nothing.
public final class NotesStore: Sendable {
    public let file: URL
    private let now: @Sendable () -> Date

    public init(file: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.file = file
        self.now = now
    }

    /// `$XDG_DATA_HOME/boxoffice/notes.json` when that is absolute, else `~/.local/share/boxoffice/notes.json`.
    public static func defaultFile(environment: [String: String]) -> URL { Paths(environment: environment).notesFile }

    /// The notes on the bundled sample's films (`--demo`), beside the real ones and never mixed with them:
    /// `notes-sample.json` in the same folder.
    public static func sampleFile(environment: [String: String]) -> URL {
        Paths(environment: environment).data.appendingPathComponent("notes-sample.json", isDirectory: false)
    }

    /// The real notes, or with `sample` the sample's.
    public static func file(sample: Bool, environment: [String: String]) -> URL {
        sample ? sampleFile(environment: environment) : defaultFile(environment: environment)
    }

    /// Every note, oldest first; none when the file does not exist yet.
    public func list() throws -> [Note] { try read() }

    /// Adds a note and returns it with its id.
    @discardableResult
    public func add(movieCode: String, title: String, stars: Int, text: String?) async throws -> Note {
        try await locked {
            var notes = try read()
            let note = Note(
                id: (notes.map(\.id).max() ?? 0) + 1, movieCode: movieCode, title: title, stars: stars,
                text: text, createdAt: now())
            notes.append(note)
            try write(notes)
            return note
        }
    }

    /// Gives the notes still titled by their code (saved without KOBIS) the title found for their film; returns how
    /// many changed. Nothing is written when none does.
    @discardableResult
    public func fillTitles(_ titles: [String: String]) async throws -> Int {
        try await locked {
            var notes = try read()
            var changed = 0
            for index in notes.indices where !notes[index].hasTitle {
                if let title = titles[notes[index].movieCode], !title.isEmpty {
                    notes[index].title = title
                    changed += 1
                }
            }
            if changed > 0 { try write(notes) }
            return changed
        }
    }

    /// Removes the note with `id`; nil when there is none.
    public func remove(id: Int) async throws -> Note? {
        try await locked {
            var notes = try read()
            guard let index = notes.firstIndex(where: { $0.id == id }) else { return nil }
            let removed = notes.remove(at: index)
            try write(notes)
            return removed
        }
    }

    private func locked<T>(_ body: () throws -> T) async throws -> T {
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw NotesError.unwritable(
                path: file.path,
                reason: Phrase.say(ko: "\(folder.path) 폴더를 만들 수 없습니다", en: "cannot create \(folder.path)"))
        }
        let fd: Int32
        switch RegularFile.openForUpdate(file.path + ".lock") {
        case .success(let opened): fd = opened
        case .failure(let error):
            throw NotesError.unwritable(
                path: file.path,
                reason: error.code == .EINVAL
                    ? Phrase.say(ko: "잠금 파일이 일반 파일이 아닙니다", en: "its lock file is not a regular file")
                    : FileWriteError.system(error.code.rawValue))
        }
        defer { close(fd) }
        do {
            return try await FileLock.exclusive(fd, body)
        } catch is FileLock.Failure {
            throw NotesError.unwritable(path: file.path, reason: Phrase.say(ko: "잠글 수 없습니다", en: "cannot lock it"))
        }
    }

    private func read() throws -> [Note] {
        let data: Data
        switch RegularFile.read(file.path, limit: 64 * 1_048_576) {
        case .data(let bytes): data = bytes
        case .missing: return []
        case .notRegular: throw NotesError.notARegularFile(path: file.path)
        case .tooLarge:
            throw NotesError.corrupt(
                path: file.path, reason: Phrase.say(ko: "64 MB보다 큽니다", en: "it is larger than 64 MB"))
        case .unreadable: throw NotesError.unreadable(path: file.path)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let items = object["notes"] as? [[String: Any]]
        else {
            throw NotesError.corrupt(path: file.path, reason: Phrase.say(ko: "노트 문서가 아닙니다", en: "not a notes document"))
        }
        return try items.enumerated().map { index, item in
            guard let id = (item["id"] as? NSNumber)?.intValue, let code = item["movieCode"] as? String,
                let title = item["title"] as? String, let stars = (item["stars"] as? NSNumber)?.intValue,
                (1...5).contains(stars),
                let created = item["createdAt"] as? String, let date = ISO8601DateFormatter().date(from: created)
            else {
                throw NotesError.corrupt(
                    path: file.path,
                    reason: Phrase.say(ko: "\(index + 1)번째 노트가 온전하지 않습니다", en: "note \(index + 1) is incomplete"))
            }
            return Note(
                id: id, movieCode: code, title: title, stars: stars, text: item["text"] as? String, createdAt: date)
        }
    }

    private func write(_ notes: [Note]) throws {
        let items: [[String: Any]] = notes.map { note in
            var item: [String: Any] = [
                "id": note.id, "movieCode": note.movieCode, "title": note.title, "stars": note.stars,
                "createdAt": KoreaTime.iso8601(note.createdAt),
            ]
            if let text = note.text { item["text"] = text }
            return item
        }
        do {
            let data = try JSONSerialization.data(
                withJSONObject: ["version": 1, "notes": items], options: [.prettyPrinted, .sortedKeys])
            try AtomicFile.writeOrThrow(data + Data("\n".utf8), to: file, permissions: 0o600)
        } catch let error as FileWriteError {
            throw NotesError.unwritable(path: file.path, reason: error.reason)
        } catch {
            throw NotesError.unwritable(
                path: file.path, reason: Phrase.say(ko: "노트를 인코딩할 수 없습니다", en: "could not encode the notes"))
        }
    }
}
