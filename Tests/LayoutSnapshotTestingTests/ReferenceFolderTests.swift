import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import TestSupport

/// A folder where a reference PNG belongs fails the assertion with one line
/// naming its path, in every record mode, and is left as it was: nothing is written into it or
/// over it.
struct ReferenceFolderTests {
    let temporary = TemporaryDirectory("reference-folder"), artifactsDirectory = TemporaryDirectory("reference-folder-artifacts")
    var directory: URL { temporary.url }

    @Test(arguments: [SnapshotTestingConfiguration.Record.missing, .all, .failed, .never])
    func folderAtTheReferencePath(record: SnapshotTestingConfiguration.Record) throws {
        let reference = directory.appendingPathComponent("folder.red.png")
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
        let run = SnapshotRun(id: "reference-folder", root: artifactsDirectory.url)
        let message = SnapshotRun.$current.withValue(run) {
            verifySnapshot(of: Color.red, as: .image(size: CGSize(width: 4, height: 4), scale: 1), named: "red", record: record,
                           snapshotDirectory: directory.path, testName: "folder")
        }
        #expect(message == "Snapshot not taken: the reference \(reference.path) is a folder, not a file; remove or rename it")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: reference.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: reference.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["folder.red.png"])
    }
}
