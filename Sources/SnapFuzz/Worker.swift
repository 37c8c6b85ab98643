import Foundation
import Fuzzing

/// The child side of a campaign: renders trees one after the other and reports each on its own
/// line (`start I` before, `done I rendered|refused` after), so the supervisor knows which tree
/// a crash or hang belongs to. A defect or a tree that took the process past the memory limit
/// ends the worker with its own exit code.
enum Worker {
    static let defectStatus: Int32 = 3
    static let memoryStatus: Int32 = 4

    /// Address space a child may reserve: a tree that asks for more fails to allocate and traps,
    /// instead of pushing a shared machine into swap.
    static func limitAddressSpace(megabytes: Int) {
        var limit = rlimit(rlim_cur: rlim_t(megabytes) << 20, rlim_max: rlim_t(megabytes) << 20)
        setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
    }

    /// Peak resident memory of this process so far, in megabytes.
    static var peakMegabytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }

    static func run(seed: UInt64, first: Int, count: Int, extremes: Bool, memoryLimit: Int) -> Int32 {
        for index in first..<(first + count) {
            var generator = FuzzGenerator(seed: seed, index: index, extremes: extremes)
            let tree = generator.tree()
            print("start \(index)")
            fflush(stdout)
            let status = check(tree, memoryLimit: memoryLimit) { print("done \(index) \($0)") }
            fflush(stdout)
            if status != 0 { return status }
        }
        return 0
    }

    /// Renders one tree; 0, or the status that names what went wrong (its reason on stderr).
    static func check(_ tree: FuzzTree, memoryLimit: Int, report: (String) -> Void = { _ in }) -> Int32 {
        switch tree.check() {
        case .rendered: report("rendered")
        case .refused: report("refused")
        case .defect(let problem):
            FileHandle.standardError.write(Data("defect: \(problem)\n".utf8))
            return defectStatus
        }
        if peakMegabytes > memoryLimit {
            FileHandle.standardError.write(Data("memory: peak \(peakMegabytes) MB\n".utf8))
            return memoryStatus
        }
        return 0
    }
}
