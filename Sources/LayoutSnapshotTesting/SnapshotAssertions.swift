import Foundation
import Render
@_spi(Internals) import SnapshotTesting
import Synchronization
import Testing
import XCTest

// swift-snapshot-testing's assertion functions for image snapshots, with the same parameters and
// meaning, so calls written for it compile unchanged; Swift picks these over its generic ones
// because they are more specific (`Format == PNGImage`). Each delegates the comparison, the
// record modes and the reference files to swift-snapshot-testing and adds what it cannot give:
// the snapshot's entry in the run's report (`SnapshotReport`), with its images written once
// under the test's and the snapshot's names.

/// swift-snapshot-testing's `verifySnapshot` for image snapshots, adding each one to the run's
/// report. Returns the failure message, or nil when the snapshot matches.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, PNGImage>,
    named name: String? = nil,
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #file,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let record = recording ?? SnapshotTestingConfiguration.current?.record ?? _record
    let fileURL = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
    let fileName = fileURL.deletingPathExtension().lastPathComponent
    let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
    let identifier = name ?? String(SnapshotCounter.next(for: directory.appendingPathComponent(testName).absoluteString))
    let stem = "\(SnapshotArtifacts.sanitize(testName)).\(SnapshotArtifacts.sanitize(identifier))"
    // Another shard's snapshot is left to it (after counting it, so the numbers stay the same).
    switch SnapshotShard.current {
    case .failure(let error): return error.message
    case .success(let shard?) where !shard.includes(file: fileName, test: testName): return nil
    case .success: break
    }
    let reference = directory.appendingPathComponent(stem).appendingPathExtension(snapshotting.pathExtension ?? "png")
    let referenceExisted = FileManager.default.fileExists(atPath: reference.path)

    let run = SnapshotRun.current
    let observation = SnapshotObservation(artifacts: SnapshotArtifacts(root: run.root, stem: "\(fileName)/\(stem)"))
    let observed = Snapshotting<Value, PNGImage>(
        pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing, asyncSnapshot: { value in
        snapshotting.snapshot(value).map { image in
            observation.noteActual(image.data)
            return image
        }
    })
    // A local function, not a closure: a closure holding the throwing autoclosure would itself
    // count as throwing, and swift-snapshot-testing reports a throwing `value` as its message.
    func compare() -> String? {
        SnapshotTesting.verifySnapshot(of: try value(), as: observed, named: identifier, record: record,
                                       snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
                                       testName: testName, line: line, column: column)
    }
    var entry = SnapshotReport.Entry(
        suite: Test.current.map { $0.id.nameComponents.dropLast().joined(separator: ".") }.flatMap { $0.isEmpty ? nil : $0 } ?? fileName,
        test: testName, name: identifier, library: Test.current == nil ? "XCTest" : "Swift Testing",
        file: "\(fileID)", line: Int(line), outcome: .crashed,
        message: "The test process ended while this snapshot was being taken: a view that traps (its message is in " +
            "the test's output), or the process was killed.")
    SnapshotReport.add(entry, to: run)
    let message = referenceFolderProblem(reference) ?? SnapshotObservation.$current.withValue(observation, operation: compare)
    entry.outcome =
        if message == nil { .passed }
        else if observation.actual == nil { .error }
        else if record == .all || (!referenceExisted && record != .never) { .recorded }
        else if !referenceExisted { .missing }
        else { .failed }
    entry.message = message
    entry.madeWith = observation.actual.flatMap { PNGImage(data: $0).provenance }
    entry.referenceMadeWith = observation.comparison.flatMap { PNGImage(data: $0.reference).provenance }
    entry.libraries = observation.actual.map { _ in RenderLibraries.current }
    observation.writeImages(into: &entry)
    SnapshotReport.add(entry, to: run)
    return message
}

/// A folder where the reference file goes: swift-snapshot-testing would read it as a file (or
/// write over it) and fail with Foundation's bare "Is a directory", naming no path. One line
/// naming the path instead; the value is not rendered and nothing is written.
func referenceFolderProblem(_ reference: URL) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: reference.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
    return "Snapshot not taken: the reference \(reference.path) is a folder, not a file; remove or rename it"
}

/// swift-snapshot-testing's `assertSnapshot` for image snapshots: fails the running XCTest or
/// Swift Testing test with the message, and adds the snapshot to the run's report.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, PNGImage>,
    named name: String? = nil,
    record recording: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: recording, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column) else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// swift-snapshot-testing's `assertSnapshots(of:as:)` with named image strategies.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, PNGImage>],
    record recording: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies {
        assertSnapshot(of: try value(), as: strategy, named: name, record: recording, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// swift-snapshot-testing's `assertSnapshots(of:as:)` with unnamed image strategies.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, PNGImage>],
    record recording: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(of: try value(), as: strategy, record: recording, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// The number swift-snapshot-testing gives an unnamed snapshot: 1, 2, … per test and reference
/// folder, counted afresh for each XCTest test case. The assertions name every snapshot
/// themselves (with this number when it has no name), so the report's name and the reference
/// file's are the same. swift-snapshot-testing counts Swift Testing tests with one counter
/// unless a test has its `.snapshots` trait, which gives each run of the test a fresh one;
/// this counter is that one counter, which names the snapshots of a parameterized test apart.
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])
    private static let observing = Mutex(false)

    static func next(for key: String) -> Int {
        if Test.current == nil { observeXCTestCases() }
        return counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }

    static func reset() { counts.withLock { $0.removeAll() } }

    /// Resets the count after each XCTest test case, as swift-snapshot-testing does.
    private static func observeXCTestCases() {
        let start = observing.withLock { observing in
            defer { observing = true }
            return !observing
        }
        guard start else { return }
        if Thread.isMainThread {
            XCTestObservationCenter.shared.addTestObserver(CaseObserver())
        } else {
            DispatchQueue.main.sync { XCTestObservationCenter.shared.addTestObserver(CaseObserver()) }
        }
    }

    private final class CaseObserver: NSObject, XCTestObservation {
        func testCaseDidFinish(_ testCase: XCTestCase) { SnapshotCounter.reset() }
    }
}

extension SnapshotObservation {
    /// Writes the images the entry shows and links them: for a failed comparison the reference
    /// and the diff (the actual image is the one swift-snapshot-testing wrote for the failure,
    /// written here only when the report goes elsewhere); for any other snapshot taken, the
    /// image taken (the recorded reference, or under `never` the one a CI run would record).
    /// Swift Testing tests get a failure's images as attachments too.
    func writeImages(into entry: inout SnapshotReport.Entry) {
        guard let actual else { return }
        let writtenBySwiftSnapshotTesting = artifacts.root.standardizedFileURL == SnapshotRun.failedSnapshotsRoot.standardizedFileURL
        if entry.outcome == .failed, let comparison {
            entry.reference = artifacts.write(comparison.reference, to: artifacts.referencePath)
            entry.diff = artifacts.write(comparison.diff, to: artifacts.diffPath)
            // Images of different sizes have no pixel-by-pixel numbers; the message gives both sizes.
            if !comparison.difference.sizeMismatch {
                entry.differingPixels = comparison.difference.differingPixels
                entry.totalPixels = comparison.difference.totalPixels
                entry.maxDeltaE = comparison.difference.maxDeltaE
            }
            entry.actual = writtenBySwiftSnapshotTesting ? artifacts.actualPath : artifacts.write(actual, to: artifacts.actualPath)
            if Test.current != nil {
                let name = artifacts.stem.split(separator: "/").last.map(String.init) ?? artifacts.stem
                Attachment.record(Array(comparison.reference), named: "\(name).reference.png")
                Attachment.record(Array(actual), named: "\(name).png")
                Attachment.record(Array(comparison.diff), named: "\(name).diff.png")
            }
        } else if entry.outcome == .failed, writtenBySwiftSnapshotTesting {
            entry.actual = artifacts.actualPath
        } else {
            entry.actual = artifacts.write(actual, to: artifacts.actualPath)
        }
    }
}
