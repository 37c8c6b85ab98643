import ArgumentParser
import Foundation
import Testing
@testable import snap
import SnapRuntime

/// docs/snap-test.md and docs/snap-test.schema.json say what `snap test` does: the schema names
/// exactly the keys the configuration reads, and the GitHub Actions workflow's steps are ones
/// this repository can run.
struct SnapTestGuideTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theSchemaNamesTheKeysTheConfigurationReads() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/snap-test.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(TestConfiguration.keys))
        let rule = try #require(((properties["previews"] as? [String: Any])?["items"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rule.keys) == Set(TestConfiguration.ruleKeys))
        let sequence = try #require((rule["sequence"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(sequence.keys) == Set(TestConfiguration.sequenceKeys))
        func values(_ key: String) -> [String]? {
            (((properties[key] as? [String: Any])?["items"] as? [String: Any])?["enum"] as? [String])
        }
        #expect(values("colorSchemes") == ColorSchemeOption.allCases.map(\.rawValue))
        #expect(values("dynamicTypeSizes") == DynamicTypeOption.allCases.map(\.rawValue))
        #expect(values("orientations") == OrientationOption.allCases.map(\.rawValue))
    }

    /// The workflow in the guide, as lines.
    static func workflow() throws -> [String] {
        let guide = try String(contentsOf: root.appendingPathComponent("docs/snap-test.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "## GitHub Actions").last)
        let block = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").map(String.init)
    }

    @Test func theWorkflowRunsWhatTheRepositoryHas() throws {
        let lines = try Self.workflow()
        // The official Swift image of this toolchain, on Debian 12 (bookworm) as CI's machine.
        let containers = lines.filter { $0.contains("container:") }
        #expect(containers.count == 2 && containers.allSatisfy { $0.hasSuffix("container: swift:6.3-bookworm") })
        let commands = lines.compactMap { line -> String? in
            guard let range = line.range(of: "- run: ") else { return nil }
            return String(line[range.upperBound...])
        }.flatMap { $0.components(separatedBy: " && ") }
        #expect(commands.count == 6)
        var snapCommands = 0
        for command in commands {
            let words = command.replacingOccurrences(of: "${{ matrix.shard }}", with: "1").split(separator: " ").map(String.init)
            if words[0].hasPrefix(".snap/scripts/") {
                let script = Self.root.appendingPathComponent(String(words[0].dropFirst(".snap/".count)))
                #expect(FileManager.default.isExecutableFile(atPath: script.path), "\(script.path)")
                if script.lastPathComponent == "install.sh" {
                    // The script takes the prefix the workflow gives it, and installs snap under its bin.
                    let text = try String(contentsOf: script, encoding: .utf8)
                    #expect(words.count == 2 && text.contains(#"prefix="${1:-$HOME/.local}""#) && words[1] == "/usr/local")
                }
            } else {
                #expect(words[0] == "snap", "\(command)")
                #expect(throws: Never.self) { _ = try Snap.parseAsRoot(RecordMode.expandingBareFlag(Array(words.dropFirst()))) }
                snapCommands += 1
            }
        }
        #expect(snapCommands == 2)
    }
}
