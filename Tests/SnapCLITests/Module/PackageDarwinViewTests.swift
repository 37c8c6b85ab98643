import Foundation
import Testing

/// Remote packages built with the view of Apple's platform the app has (`PackageDarwinView`): a
/// package that takes `canImport(Combine)` or `canImport(SwiftUI)` to mean an Apple platform, as
/// the Composable Architecture and swift-perception do, builds, and what it gets from `Combine`,
/// `OSLog`, `MachO` and Darwin's lock is the runtime's own.
struct PackageDarwinViewTests {
    let snap = SnapFileTests()

    /// A remote package `Platform` (a git repository tagged 1.0.0): `Relay` publishes through
    /// Combine only where Combine can be imported; `Images` uses Darwin where SwiftUI can be
    /// imported: dyld's image list (`MachO`), a `Logger` of `OSLog`, and `os_unfair_lock` with
    /// only Foundation imported, as Apple's Foundation declares it; `Timing` imports only `OSLog`,
    /// which re-exports Foundation as Apple's does (`@Published`), and uses Dispatch's `NSEC_PER_SEC`
    /// family, `UInt64`s as on Darwin.
    func writePlatform() throws {
        try snap.write([
            "Platform/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Platform",
                                  products: [.library(name: "Relay", targets: ["Relay"]), .library(name: "Images", targets: ["Images"]),
                                             .library(name: "Timing", targets: ["Timing"])],
                                  targets: [.target(name: "Relay"), .target(name: "Images"), .target(name: "Timing")])
            """,
            "Platform/Sources/Relay/Relay.swift": """
            #if canImport(Combine)
            import Combine

            public final class Relay {
                private let subject = CurrentValueSubject<String, Never>("first")
                private var forwarded: [AnyCancellable] = []
                public init() {}
                public var publisher: AnyPublisher<String, Never> { subject.eraseToAnyPublisher() }
                public func forward<P: Publisher>(_ upstream: P) where P.Output == String, P.Failure == Never {
                    upstream.sink { [subject] in subject.send($0) }.store(in: &forwarded)
                }
            }
            #endif
            """,
            "Platform/Sources/Images/Images.swift": """
            import Foundation
            #if canImport(SwiftUI)
            import MachO
            import OSLog

            private let logger = os.Logger(subsystem: "Platform", category: "Images")

            /// The name of the loaded image one of whose segments holds `address`.
            public func image(holding address: UnsafeRawPointer) -> String? {
                var lock = os_unfair_lock()
                os_unfair_lock_lock(&lock)
                defer { os_unfair_lock_unlock(&lock) }
                let target = UInt(bitPattern: address)
                for index in 0..<_dyld_image_count() {
                    guard let header = _dyld_get_image_header(index), let name = _dyld_get_image_name(index) else { continue }
                    let slide = _dyld_get_image_vmaddr_slide(index)
                    let count = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) { $0.pointee.ncmds }
                    var command = UnsafeRawPointer(header).advanced(by: MemoryLayout<mach_header_64>.size)
                    for _ in 0..<count {
                        let load = command.load(as: load_command.self)
                        if load.cmd == LC_SEGMENT_64 {
                            let segment = command.load(as: segment_command_64.self)
                            let start = UInt(bitPattern: Int(segment.vmaddr) + slide)
                            if (start..<start + UInt(segment.vmsize)).contains(target) {
                                logger.debug("found \\(target) in \\(String(cString: name))")
                                return String(cString: name)
                            }
                        }
                        command = command.advanced(by: Int(load.cmdsize))
                    }
                }
                return nil
            }
            #endif
            """,
            "Platform/Sources/Timing/Ticker.swift": """
            import OSLog

            public final class Ticker: ObservableObject {
                @Published public var nanoseconds: UInt64 = 2 * NSEC_PER_SEC
                public init() {}
                public var units: String {
                    let seconds: UInt64 = nanoseconds / NSEC_PER_SEC
                    return "\\(seconds) s, \\(NSEC_PER_MSEC) ns per ms, \\(USEC_PER_SEC) µs per s, \\(NSEC_PER_USEC) ns per µs"
                }
            }
            """,
        ])
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.email=snap@example.com", "-c", "user.name=snap", "commit", "-qm", "1.0.0"],
                          ["tag", "1.0.0"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", snap.directory.appendingPathComponent("Platform").path] + arguments
            try git.run()
            git.waitUntilExit()
            try #require(git.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        }
    }

    /// The app's own Combine subscribes to the package's publisher and the package to the app's
    /// `Just`: one `Publisher`. The package finds the preview program's own code among the images
    /// dyld lists, in a segment of the program's file.
    @Test func aPackageBuiltForApplePlatformsSeesCombineOSLogAndDarwin() throws {
        try writePlatform()
        try snap.write([
            "App/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App",
                dependencies: [.package(url: "file://\(snap.directory.path)/Platform", from: "1.0.0")],
                targets: [.target(name: "Views", dependencies: [.product(name: "Relay", package: "Platform"),
                                                                .product(name: "Images", package: "Platform"),
                                                                .product(name: "Timing", package: "Platform")])])
            """,
            "App/Sources/Views/PlatformView.swift": """
            import Combine
            import Images
            import Relay
            import SwiftUI
            import Timing

            func received() -> String {
                let relay = Relay()
                var values: [String] = []
                let subscription: AnyCancellable = relay.publisher.sink { values.append($0) }
                relay.forward(Just("from the app"))
                subscription.cancel()
                return values.joined(separator: ", ")
            }

            func programImage() -> String {
                let name = image(holding: #dsohandle) ?? "none"
                return name == (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ? "the program" : name
            }

            #Preview {
                VStack {
                    Text(received())
                    Text(programImage())
                    Text(Ticker().units)
                }
            }
            """,
        ])
        let result = try snap.run(["render", "App/Sources/Views/PlatformView.swift", "--layout-json", "platform.json", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: snap.directory.appendingPathComponent("platform.json"), encoding: .utf8)
        let texts = json.matches(of: #/"text" : "([^"]*)"/#).map { String($0.output.1) }
        #expect(texts == ["first, from the app", "the program", "2 s, 1000000 ns per ms, 1000000 µs per s, 1000 ns per µs"])
    }
}
