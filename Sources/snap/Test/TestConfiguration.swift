import Foundation
import Render
import SnapRuntime

/// `snap test`'s configuration file, `snap-test.json`, committed beside the code it tests
/// (`docs/snap-test.schema.json` is its schema): the matrix, the tolerances, which previews,
/// and per-preview rules, without a line in the Swift files, which still compile in Xcode as
/// they are. Command-line options win over it. Every mistake is one line naming the key: an
/// unknown key (with the known one it is closest to), a value of the wrong type, a value out
/// of range.
struct TestConfiguration: Decodable, Equatable {
    /// Where references go: a folder name (`__Snapshots__`, the default), kept beside each file
    /// as swift-snapshot-testing keeps its references, or a path with a `/`, relative to this
    /// file, holding one folder per file by the file's path.
    var references: String?
    var colorSchemes: [ColorSchemeOption]?
    var dynamicTypeSizes: [DynamicTypeOption]?
    var locales: [String]?
    var devices: [String]?
    var orientations: [OrientationOption]?
    /// The design drawn (`DesignOption`), else each module's app's.
    var design: DesignOption?
    var scale: Int?
    var precision: Double?
    var perceptualPrecision: Double?
    var include: [String]?
    var exclude: [String]?
    /// Only the previews marked `// snap: test` (`PreviewMark`).
    var marked: Bool?
    var timeout: Double?
    var previews: [Rule]?

    /// Settings for the previews a pattern names (`SnapshotGlob`: `path#preview`); a later rule
    /// overrides an earlier one setting by setting.
    struct Rule: Decodable, Equatable {
        var match: String
        var skip: Bool?
        var precision: Double?
        var perceptualPrecision: Double?
        /// Frames to render instead of a still, compared as one contact sheet.
        var sequence: Sequence?
    }

    /// A sequence as `snap render` takes it: scroll offsets, or time.
    struct Sequence: Decodable, Equatable {
        var offsets: [Double]?
        var duration: Double?
        var fps: Double?
    }

    static let fileName = "snap-test.json"

    static let keys = ["$schema", "references", "colorSchemes", "dynamicTypeSizes", "locales", "devices", "orientations", "design",
                       "scale", "precision", "perceptualPrecision", "include", "exclude", "marked", "timeout", "previews"]
    static let ruleKeys = ["match", "skip", "precision", "perceptualPrecision", "sequence"]
    static let sequenceKeys = ["offsets", "duration", "fps"]

    /// Reads and checks the file.
    static func load(_ url: URL) throws -> TestConfiguration {
        let name = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SnapError(.badConfiguration, "cannot read \(url.path)")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw SnapError(.badConfiguration, "\(name) is not JSON: \(Self.reason(error))")
        }
        guard let top = object as? [String: Any] else { throw SnapError(.badConfiguration, "\(name) must hold one JSON object") }
        try checkKeys(top, known: keys, at: "", in: name)
        for (index, rule) in (top["previews"] as? [Any] ?? []).enumerated() {
            guard let rule = rule as? [String: Any] else { continue }
            try checkKeys(rule, known: ruleKeys, at: "previews[\(index)].", in: name)
            if let sequence = rule["sequence"] as? [String: Any] {
                try checkKeys(sequence, known: sequenceKeys, at: "previews[\(index)].sequence.", in: name)
            }
        }
        let configuration: TestConfiguration
        do { configuration = try JSONDecoder().decode(TestConfiguration.self, from: data) } catch let error as DecodingError {
            throw SnapError(.badConfiguration, "\(name): \(describe(error))")
        }
        try configuration.check(name)
        return configuration
    }

    private static func checkKeys(_ object: [String: Any], known: [String], at path: String, in name: String) throws {
        for key in object.keys.sorted() where !known.contains(key) {
            let closest = known.min { editDistance($0, key) < editDistance($1, key) }
            let hint = closest.map { editDistance($0, key) <= 3 ? " (did you mean \"\($0)\"?)" : "" } ?? ""
            throw SnapError(.badConfiguration, "\(name): unknown key \"\(path)\(key)\"\(hint); known: \(known.joined(separator: ", "))")
        }
    }

    /// Ranges the decoder cannot check.
    private func check(_ name: String) throws {
        func fraction(_ value: Double?, _ key: String) throws {
            if let value, !(0...1).contains(value) { throw SnapError(.badConfiguration, "\(name): \"\(key)\" must be from 0 to 1") }
        }
        try fraction(precision, "precision")
        try fraction(perceptualPrecision, "perceptualPrecision")
        if let scale, !(1...3).contains(scale) { throw SnapError(.badConfiguration, "\(name): \"scale\" must be 1, 2 or 3") }
        if let timeout, !(timeout > 0 && timeout.isFinite) {
            throw SnapError(.badConfiguration, "\(name): \"timeout\" must be a positive number of seconds")
        }
        for locale in locales ?? [] {
            do { _ = try LocaleOption(parsing: locale) } catch {
                throw SnapError(.badConfiguration, "\(name): \"locales\" has \"\(locale)\", which is not a locale identifier ICU knows")
            }
        }
        for device in devices ?? [] where Device.named(device) == nil {
            throw SnapError(.badConfiguration, "\(name): \"devices\" has \"\(device)\", which is not a device snap knows; known: " +
                Device.all.map(\.name).joined(separator: ", "))
        }
        if let references, references.isEmpty || references.hasPrefix("/") {
            throw SnapError(.badConfiguration, "\(name): \"references\" must be a folder name or a path relative to \(name)")
        }
        for (index, rule) in (previews ?? []).enumerated() {
            try fraction(rule.precision, "previews[\(index)].precision")
            try fraction(rule.perceptualPrecision, "previews[\(index)].perceptualPrecision")
            if let sequence = rule.sequence {
                guard (sequence.offsets == nil) != (sequence.duration == nil) else {
                    throw SnapError(.badConfiguration,
                                    "\(name): \"previews[\(index)].sequence\" needs \"offsets\" or \"duration\", not both")
                }
                if let duration = sequence.duration, !(0...60).contains(duration) {
                    throw SnapError(.badConfiguration, "\(name): \"previews[\(index)].sequence.duration\" must be 0 to 60 seconds")
                }
                if let fps = sequence.fps, !(0.01...1000).contains(fps) {
                    throw SnapError(.badConfiguration, "\(name): \"previews[\(index)].sequence.fps\" must be from 0.01 to 1000")
                }
            }
        }
    }

    /// A decoding error as a key path and what was wrong there.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { text, key in
                key.intValue.map { "\(text)[\($0)]" } ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)")
            }
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\"\(path(context.codingPath))\" must be \(Self.kind(type))"
        case .valueNotFound(let type, let context):
            return "\"\(path(context.codingPath))\" must be \(Self.kind(type)), not null"
        case .keyNotFound(let key, let context):
            return "\"\(path(context.codingPath + [key]))\" is missing"
        case .dataCorrupted(let context):
            if let list = context.codingPath.first?.stringValue, let allowed = enumerations[list] {
                return "\"\(path(context.codingPath))\" must be one of \(allowed.joined(separator: ", "))"
            }
            return "\"\(path(context.codingPath))\": \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// The lists whose values are names from a fixed set.
    static let enumerations = ["colorSchemes": ColorSchemeOption.allCases.map(\.rawValue),
                               "dynamicTypeSizes": DynamicTypeOption.allCases.map(\.rawValue),
                               "orientations": OrientationOption.allCases.map(\.rawValue),
                               "design": DesignOption.allCases.map(\.rawValue)]

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }
}
