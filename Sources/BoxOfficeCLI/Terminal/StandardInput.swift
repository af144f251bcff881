import Foundation
import KobisKit

/// What a command reads from standard input (`note add --text -`, `config set-key` from a pipe): at most a limit,
/// so that an endless stream cannot fill the memory, and a failed read (stdin a folder, a terminal the program does
/// not own) is an ``InputError`` rather than a crash.
enum StandardInput {
    /// Everything on stdin up to end of input, or the first `limit + 1` bytes (the caller refuses more than `limit`).
    static func read(limit: Int, from fd: Int32 = STDIN_FILENO) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while data.count <= limit {
            let count = Foundation.read(fd, &chunk, min(chunk.count, limit + 1 - data.count))
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(code: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }
}

/// Standard input could not be read: the system's `errno`.
struct InputError: Error, Equatable {
    let code: Int32

    var description: String {
        Phrase.say(
            ko: "표준 입력을 읽을 수 없습니다 (\(FileWriteError.system(code)))",
            en: "cannot read standard input (\(FileWriteError.system(code)))")
    }
}
