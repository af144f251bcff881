import Foundation

/// Whole files written in one step through ``FileSink``: the cache, notes, posters.
public enum AtomicFile {
    /// The temporary name for `target`: `.<name>.<pid>.<random>.tmp`, beside it.
    public static func temporaryPath(for target: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Whether `name` is a temporary file made for a file whose name passes `isTarget`.
    public static func isTemporaryName(_ name: String, for isTarget: (String) -> Bool) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3,
            parts[parts.count - 1].allSatisfy(\.isNumber), parts[parts.count - 2].allSatisfy(\.isNumber)
        else { return false }
        return isTarget(parts.dropLast(2).joined(separator: "."))
    }

    /// Writes `data` to `destination`; false on any failure, with no temporary file left behind.
    @discardableResult
    public static func write(
        _ data: Data, to destination: URL, permissions: Int = 0o644, createDirectory: Int? = nil,
        durable: Bool = true, followLinks: Bool = true, allowInPlace: Bool = true
    ) -> Bool {
        (try? writeOrThrow(
            data, to: destination, permissions: permissions, createDirectory: createDirectory, durable: durable,
            followLinks: followLinks, allowInPlace: allowInPlace)) != nil
    }

    /// As ``write(_:to:permissions:createDirectory:durable:followLinks:allowInPlace:)``, but says why it failed.
    public static func writeOrThrow(
        _ data: Data, to destination: URL, permissions: Int = 0o644, createDirectory: Int? = nil,
        durable: Bool = true, followLinks: Bool = true, allowInPlace: Bool = true
    ) throws {
        if let mode = createDirectory {
            do {
                try FileManager.default.createDirectory(
                    at: destination.deletingLastPathComponent(), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: mode])
            } catch {
                throw FileWriteError(path: destination.path, code: EACCES)
            }
        }
        let sink = FileSink(
            path: destination.path, permissions: mode_t(permissions), durable: durable, followLinks: followLinks,
            allowInPlace: allowInPlace)
        do {
            try sink.write(data)
            try sink.commit()
        } catch {
            sink.discard()
            throw error
        }
    }
}
