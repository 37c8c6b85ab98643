import Foundation

/// What `snap watch` compares to see a save: modification time, size and inode (an editor that
/// saves by renaming a new file over the old one changes the inode).
struct FileStamp: Equatable {
    let modified: Date
    let size: Int
    let inode: Int

    init?(_ file: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let modified = attributes[.modificationDate] as? Date else { return nil }
        self.modified = modified
        size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0
    }
}
