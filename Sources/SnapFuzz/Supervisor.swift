import Foundation
import Fuzzing

/// One failing tree: where it came from, what went wrong, and its minimised reproducer.
struct Failure {
    let index: Int
    let signature: String
    let reproducer: FuzzTree
}

/// Runs a campaign in worker processes and survives what they do: a crash, a hang past the time
/// allowed or a tree over the memory limit is recorded against the tree being rendered, shrunk
/// to a small reproducer (each candidate in a process of its own), written out, and the campaign
/// goes on with the next tree.
struct Supervisor {
    let seed: UInt64
    let first: Int
    let count: Int
    let extremes: Bool
    let seconds: Double
    let timeout: Double
    let memoryLimit: Int
    let addressSpace: Int
    let output: URL?
    let minimise: Bool

    struct Totals {
        var trees = 0, rendered = 0, refused = 0
        var failures: [Failure] = []
    }

    func run() throws -> Totals {
        let start = Date()
        var totals = Totals()
        var next = first
        let end = first + count
        while next < end, Date().timeIntervalSince(start) < seconds {
            var current: Int?
            let chunk = min(200, end - next)
            let child = ChildRun(arguments: workerArguments(from: next, count: chunk), timeout: timeout)
            // The time limit is checked at every line, so a campaign ends within a tree of it.
            let (ending, stderr) = try child.run { line in
                let words = line.split(separator: " ")
                guard words.count >= 2, let index = Int(words[1]) else { return true }
                if words[0] == "start" { current = index }
                if words[0] == "done" {
                    totals.trees += 1
                    if words.count > 2, words[2] == "refused" { totals.refused += 1 } else { totals.rendered += 1 }
                    current = nil
                    next = index + 1
                }
                return Date().timeIntervalSince(start) < seconds
            }
            guard let signature = Self.signature(ending, stderr) else { continue }
            // A memory failure is reported after the tree's `done` line: it belongs to that tree.
            let index = current ?? (next - 1)
            if current != nil { totals.trees += 1 }
            next = index + 1
            var generator = FuzzGenerator(seed: seed, index: index, extremes: extremes)
            let tree = generator.tree()
            print("tree \(index) of seed \(seed) failed: \(signature)")
            fflush(stdout)
            let reproducer = minimise ? shrink(tree, signature: signature) : tree
            let failure = Failure(index: index, signature: signature, reproducer: reproducer)
            totals.failures.append(failure)
            try write(failure)
            print(reproducer.source)
            fflush(stdout)
        }
        return totals
    }

    private func workerArguments(from index: Int, count: Int) -> [String] {
        ["worker", "--seed", "\(seed)", "--first", "\(index)", "--count", "\(count)", "--memory-limit", "\(memoryLimit)",
         "--address-space", "\(addressSpace)"] + (extremes ? [] : ["--sane"])
    }

    /// What went wrong, in words that stay the same while a reproducer shrinks (the runtime's
    /// reason with its source location), or nil for a clean end.
    static func signature(_ ending: ChildEnd, _ stderr: String) -> String? {
        // A debug build's trap says "Fatal error: …"; a release build's, "*** Swift runtime failure: … ***".
        let reason = stderr.split(separator: "\n")
            .first { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("runtime failure") }
            .map(String.init)
        switch ending {
        case .exited(0): return nil
        case .hung: return "hang"
        case .exited(Worker.defectStatus): return "defect"
        case .exited(Worker.memoryStatus): return "memory"
        case .exited(let status): return "crash: " + (reason ?? "exit status \(status)")
        case .signalled(let signal): return "crash: " + (reason ?? "signal \(signal)")
        }
    }

    /// The smallest tree the minimiser finds that fails the same way.
    private func shrink(_ tree: FuzzTree, signature: String) -> FuzzTree {
        var minimiser = FuzzMinimiser(maxAttempts: 300)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapfuzz-candidate-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        return minimiser.minimise(tree) { candidate in
            guard (try? candidate.json().write(to: file)) != nil,
                  let (ending, stderr) = try? ChildRun(arguments: ["replay", file.path, "--memory-limit", "\(memoryLimit)",
                                                                   "--address-space", "\(addressSpace)"], timeout: timeout)
                      .run(line: { _ in true })
            else { return false }
            return Self.signature(ending, stderr) == signature
        }
    }

    private func write(_ failure: Failure) throws {
        guard let output else { return }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let name = "seed\(seed)-tree\(failure.index)"
        // A tree past JSONEncoder's depth limit (a chain of hundreds of paddings) has no JSON:
        // its source is still written, and `show --seed --index` replays it (FUZZING.md).
        if let json = try? failure.reproducer.json() { try json.write(to: output.appendingPathComponent(name + ".json")) }
        try Data("// \(failure.signature)\n\(failure.reproducer.source)\n".utf8).write(to: output.appendingPathComponent(name + ".swift"))
    }
}
