import ArgumentParser
import Foundation
import Fuzzing

/// `SnapFuzz`: random view trees rendered through ViewHost and Render (see FUZZING.md).
///
///     SnapFuzz --seed 1 --count 100000 --seconds 3600 -o fuzz-out   # a campaign
///     SnapFuzz replay fuzz-out/seed1-tree42.json                    # one tree again
///     SnapFuzz show --seed 1 --index 42                             # a tree's source
struct SnapFuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Renders random view trees and shrinks each that crashes, hangs, takes too much memory or lays out non-finite frames.",
        subcommands: [Campaign.self, WorkerCommand.self, Replay.self, Show.self], defaultSubcommand: Campaign.self)
}

struct Limits: ParsableArguments {
    @Option(help: "CPU seconds a tree may take before it counts as a hang.") var timeout: Double = 10
    @Option(help: "Peak resident megabytes a tree may take.") var memoryLimit: Int = 1024
    @Option(help: "Address space of a worker, in megabytes (allocations past it fail).") var addressSpace: Int = 4096
}

struct Campaign: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Runs a campaign (the default).")
    @Option var seed: UInt64 = 1
    @Option(help: "The first tree's index.") var first: Int = 0
    @Option var count: Int = 1_000
    @Option(help: "Stop starting trees after this many seconds.") var seconds: Double = 60
    @OptionGroup var limits: Limits
    @Option(name: [.short, .customLong("out")], help: "Where reproducers go (JSON and Swift source).") var out: String?
    @Flag(help: "Report failing trees as generated, without shrinking them.") var noMinimise = false
    @Flag(help: "Only numbers ordinary code writes: no NaN, infinities, huge magnitudes or negatives.") var sane = false

    func run() throws {
        let start = Date()
        let supervisor = Supervisor(seed: seed, first: first, count: count, extremes: !sane, seconds: seconds, timeout: limits.timeout,
                                    memoryLimit: limits.memoryLimit, addressSpace: limits.addressSpace,
                                    output: out.map { URL(fileURLWithPath: $0) }, minimise: !noMinimise)
        let totals = try supervisor.run()
        let elapsed = Date().timeIntervalSince(start)
        let rate = Double(totals.trees) / max(elapsed, 0.001)
        print("snapfuzz: seed \(seed)\(sane ? " (sane numbers)" : ""), \(totals.trees) trees "
              + "(\(totals.rendered) rendered, \(totals.refused) refused) in "
              + "\(String(format: "%.1f", elapsed)) s, \(String(format: "%.1f", rate)) trees/s, \(totals.failures.count) failures")
        for failure in totals.failures { print("  tree \(failure.index): \(failure.signature)") }
        if !totals.failures.isEmpty { throw ExitCode(1) }
    }
}

struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "worker", abstract: "Renders trees for a supervising campaign.",
                                                    shouldDisplay: false)
    @Option var seed: UInt64
    @Option var first: Int
    @Option var count: Int
    @Flag var sane = false
    @Option var memoryLimit: Int = 1024
    @Option var addressSpace: Int = 4096

    func run() throws {
        Worker.limitAddressSpace(megabytes: addressSpace)
        let status = Worker.run(seed: seed, first: first, count: count, extremes: !sane, memoryLimit: memoryLimit)
        if status != 0 { throw ExitCode(status) }
    }
}

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Renders one tree from a JSON file (exit 3: a defect, 4: over the memory limit).")
    @Argument var file: String
    @Option var memoryLimit: Int = 1024
    @Option var addressSpace: Int = 4096

    func run() throws {
        let tree = try FuzzTree(json: Data(contentsOf: URL(fileURLWithPath: file)))
        Worker.limitAddressSpace(megabytes: addressSpace)
        print("start 0")
        fflush(stdout)
        let status = Worker.check(tree, memoryLimit: memoryLimit) { print("done 0 \($0)") }
        if status != 0 { throw ExitCode(status) }
    }
}

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Prints a generated tree's source (and its JSON with --json).")
    @Option var seed: UInt64 = 1
    @Option var index: Int
    @Flag var sane = false
    @Flag var json = false

    func run() throws {
        var generator = FuzzGenerator(seed: seed, index: index, extremes: !sane)
        let tree = generator.tree()
        print(json ? String(decoding: try tree.json(), as: UTF8.self) : tree.source)
    }
}

SnapFuzz.main()
