import SwiftIfConfig
import SwiftSyntax

/// The `#if` answers of an Xcode preview build, which runs a Debug build on the iOS simulator:
/// `DEBUG` is set, `os(iOS)` and `targetEnvironment(simulator)` hold, and `canImport` is true of
/// the modules a preview compiled here can import, SwiftUI and UIKit among them (this package's
/// `SwiftUI` module, UIKit by `PreviewSourceFile`'s rewrite), so that SwiftUI code guarded by
/// `#if canImport(UIKit)` renders. The host decides
/// what only it can: the architecture, the runtime (no Objective-C), pointer width, endianness.
/// `PreviewSourceFile` writes these answers into the file the compiler sees, so that what the
/// compiler builds and what `snap` finds in it agree.
struct PreviewBuildConfiguration: BuildConfiguration {
    /// `swift(>=…)` follows `-swift-version`.
    let swiftVersion: String

    /// The conditions `snap render` passes with `-D`.
    static let customConditions: Set<String> = ["DEBUG"]
    /// Modules a preview can import: the aliases (`os` is `OSLog`'s), and the toolchain's own on Linux.
    static let importable: Set<String> = Set(["SwiftUI", "UIKit", "LayoutDSL", "Foundation", "Dispatch", "Observation",
                                              "Swift", "_Concurrency", "Synchronization", "RegexBuilder"]
                                             + AppleFramework.names + AppleFramework.all.flatMap(\.aliases))

    func isCustomConditionSet(name: String) -> Bool { Self.customConditions.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { ["retroactive", "preconcurrency"].contains(name) }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importable.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(arm64)
        name == "arm64"
        #else
        name == "x86_64"
        #endif
    }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { swiftVersion.hasPrefix("6") ? compilerVersion : VersionTuple(5, 10) }
    /// The toolchain that built `snap`, which is the one that compiles previews.
    var compilerVersion: VersionTuple {
        #if compiler(>=6.4)
        VersionTuple(6, 4)
        #elseif compiler(>=6.3)
        VersionTuple(6, 3)
        #elseif compiler(>=6.2)
        VersionTuple(6, 2)
        #else
        VersionTuple(6, 1)
        #endif
    }
}
