import Foundation
import SnapshotReporting
import Testing
@testable import snap

/// Parts of a plan checked at once still say each file's line in file order, each as soon as
/// the file and every file before it are checked.
struct FileLinesTests {
    @Test func eachFileIsSaidInOrderOnceItAndTheFilesBeforeItAreChecked() {
        let a = URL(fileURLWithPath: "/A.swift"), b = URL(fileURLWithPath: "/B.swift"), c = URL(fileURLWithPath: "/C.swift")
        func entry(_ test: String) -> SnapshotReport.Entry {
            SnapshotReport.Entry(suite: "S", test: test, name: "default", library: "snap test", file: "f", line: 0, outcome: .passed)
        }
        var said: [(file: URL, tests: [String])] = []
        let lines = FileLines(items: [a, a, b, c]) { file, entries in said.append((file, entries.map(\.test))) }
        // B's part ends first: B waits for A, whose second variant is not checked yet.
        lines.checked(b, entries: [entry("b")])
        lines.checked(a, entries: [entry("a1")])
        #expect(said.isEmpty)
        lines.checked(a, entries: [entry("a2")])
        #expect(said.map(\.file) == [a, b] && said.map(\.tests) == [["a1", "a2"], ["b"]])
        lines.checked(c, entries: [])
        #expect(said.map(\.file) == [a, b, c] && said[2].tests.isEmpty)
    }

    @Test func aProgramsPlanIsCutIntoPartsOfAboutTheSameLength() {
        #expect(TestPlan.parts(0..<5, workers: 2) == [0..<2, 2..<5])
        #expect(TestPlan.parts(10..<16, workers: 3) == [10..<12, 12..<14, 14..<16])
        #expect(TestPlan.parts(3..<4, workers: 2) == [3..<4])
        #expect(TestPlan.parts(7..<7, workers: 2).isEmpty)
    }
}
