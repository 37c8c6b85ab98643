import Foundation

/// What a piece of work writes on standard error, kept instead of shown: `snap watch --json`
/// hands a render's diagnostics, warnings and error to its reader in that render's event, so
/// standard error is pointed at an unlinked temporary file while the work runs (everything that
/// writes to descriptor 2 lands there: snap's own lines, the compiler's and the preview
/// program's, which `PreviewProcess` passes through), then put back. A file rather than a pipe:
/// nobody has to read it while it fills.
enum StandardErrorCapture {
    static func capturing<Result>(_ body: () -> Result) -> (result: Result, text: String) {
        let name = "snap-stderr-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        let file = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
        guard file >= 0 else { return (body(), "") }
        unlink(path)
        defer { close(file) }
        fflush(stderr)
        let saved = dup(STDERR_FILENO)
        dup2(file, STDERR_FILENO)
        let result = body()
        fflush(stderr)
        dup2(saved, STDERR_FILENO)
        close(saved)
        lseek(file, 0, SEEK_SET)
        var data = Data(), buffer = [UInt8](repeating: 0, count: 65_536)
        while case let count = read(file, &buffer, buffer.count), count > 0 { data.append(contentsOf: buffer[0..<count]) }
        return (result, String(decoding: data, as: UTF8.self))
    }
}
