import Foundation
import LayoutDSL
import Testing

/// Foundation's `FileWrapper` (`_FoundationGaps`): files and folders in memory, written to and
/// read from disk.
struct FileWrapperTests {
    /// A folder of two files and a nested folder is written as such and read back equal.
    @Test func foldersRoundTripThroughTheDisk() throws {
        let folder = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8)),
            "nested": FileWrapper(directoryWithFileWrappers: ["b.json": FileWrapper(regularFileWithContents: Data("{}".utf8))]),
        ])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("FileWrapperTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try folder.write(to: url, options: .withNameUpdating, originalContentsURL: nil)
        #expect(folder.filename == url.lastPathComponent)
        let read = try FileWrapper(url: url)
        #expect(read.isDirectory && !read.isRegularFile)
        #expect(read.fileWrappers?["a.txt"]?.regularFileContents == Data("A".utf8))
        #expect(read.fileWrappers?["nested"]?.fileWrappers?["b.json"]?.regularFileContents == Data("{}".utf8))
        #expect(read.fileWrappers?["a.txt"]?.preferredFilename == "a.txt")
    }

    /// Children added under a name already taken get "2 - name", "3 - name"; removal by identity.
    @Test func childrenGetUniqueKeys() {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "x.txt") == "x.txt")
        #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "x.txt") == "2 - x.txt")
        let third = FileWrapper(regularFileWithContents: Data("3".utf8))
        third.preferredFilename = "x.txt"
        #expect(folder.addFileWrapper(third) == "3 - x.txt")
        #expect(folder.keyForChildFileWrapper(third) == "3 - x.txt")
        folder.removeFileWrapper(third)
        #expect(folder.fileWrappers?.keys.sorted() == ["2 - x.txt", "x.txt"])
    }

    /// Reading what is not there throws Cocoa's no-such-file error.
    @Test func missingFilesThrow() {
        #expect(throws: CocoaError.self) { try FileWrapper(url: URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)")) }
    }
}
