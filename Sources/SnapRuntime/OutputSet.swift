import Foundation

/// The files of one `snap render`, written as a set: each is first written to a hidden
/// temporary file beside its target, and only when all of them are written are they renamed
/// into place. A failure part of the way (a full disk, an unwritable `--layout-json`) removes
/// what it wrote and the folders it made, so a run leaves either every file or none.
enum OutputSet {
    /// `progress` hears how many files are written after each (the renames at the end are instant).
    static func write(_ files: [(data: Data, url: URL)], progress: (Int) -> Void = { _ in }) throws {
        // A folder where a file should go cannot be replaced by a rename: refused before anything is written.
        for (_, url) in files {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                throw SnapError(.unwritableOutput, "cannot write \(url.path): it is a folder")
            }
        }
        var staged: [(temporary: URL, target: URL)] = []
        var created: [URL] = []
        // SIGINT or SIGTERM while staging removes what was staged, as a failure does.
        let cleanup = InterruptCleanup(capacity: files.reduce(files.count) {
            $0 + missingFolders($1.url.deletingLastPathComponent()).count
        })
        do {
            for (data, url) in files {
                let folder = url.deletingLastPathComponent()
                created += try makeFolder(folder, cleanup: cleanup)
                let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
                cleanup.add(temporary)
                do { try data.write(to: temporary) } catch {
                    throw SnapError(.unwritableOutput, "cannot write \(url.path): \(error.localizedDescription)")
                }
                staged.append((temporary, url))
                progress(staged.count)
            }
        } catch {
            for (temporary, _) in staged { try? FileManager.default.removeItem(at: temporary) }
            for folder in created.reversed() { try? FileManager.default.removeItem(at: folder) }
            cleanup.disarm()
            throw error
        }
        cleanup.disarm()
        for (index, (temporary, target)) in staged.enumerated() where rename(temporary.path, target.path) != 0 {
            let reason = String(cString: strerror(errno))
            for (left, _) in staged[index...] { try? FileManager.default.removeItem(at: left) }
            throw SnapError(.unwritableOutput, "cannot write \(target.path): \(reason)")
        }
    }

    /// Whether a folder exists or could be made, without making it: checked before rendering,
    /// so a bad `--out` fails at once and leaves nothing behind.
    static func checkWritable(_ folder: URL) throws {
        var existing = folder
        while !FileManager.default.fileExists(atPath: existing.path) { existing.deleteLastPathComponent() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder), isFolder.boolValue,
              FileManager.default.isWritableFile(atPath: existing.path) else {
            throw SnapError(.unwritableOutput, "cannot create output directory \(folder.path): \(existing.path) is not a writable folder")
        }
    }

    /// A folder and its parents that do not exist yet, outermost first.
    private static func missingFolders(_ folder: URL) -> [URL] {
        var missing: [URL] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.insert(current, at: 0)
            current.deleteLastPathComponent()
        }
        return missing
    }

    /// Makes a folder and its missing parents; returns those it made, outermost first.
    private static func makeFolder(_ folder: URL, cleanup: borrowing InterruptCleanup) throws -> [URL] {
        let missing = missingFolders(folder)
        for made in missing { cleanup.add(made) }
        // mkdir itself, for the system's reason: Foundation's error said "The file doesn't exist"
        // for a folder that /proc refuses.
        for made in missing where mkdir(made.path, 0o777) != 0 && errno != EEXIST {
            throw SnapError(.unwritableOutput, "cannot create output directory \(folder.path): making \(made.path) " +
                "failed: \(String(cString: strerror(errno)))")
        }
        return missing
    }
}
