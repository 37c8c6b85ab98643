import AssetSymbolGeneration
import Foundation

/// The Swift that Xcode generates for a SiriKit intent definition (`.intentdefinition`, an XML
/// property list), compiled with a previewed module so that a widget's `ConfigurationIntent()`,
/// `configuration.city` and `IntentConfiguration(kind:intent:provider:content:)` resolve as in
/// Xcode, whose widget templates of Xcode 12 to 14 made one such file per widget.
///
/// What is generated, by the file's keys (as read from Xcode-made files, e.g.
/// Automattic/pocket-casts-ios@c23892d1f47bc44d422fa06c389b49820aa04dd3 podcasts/Base.lproj/Intents.intentdefinition):
/// - each custom intent (`INIntents`, `INIntentType` "Custom"; Apple's system intents, such as
///   `INPlayMediaIntent`, are the framework's own) as `<INIntentClassPrefix><INIntentName>Intent`,
///   an `INIntent` subclass with one property per parameter, typed as Xcode's Swift codegen types
///   them: numbers, Booleans and durations `NSNumber?`, an enum parameter its enum, text
///   `String?`, dates `DateComponents?`, links `URL?`, a custom type's parameter that class;
///   several values an array. Parameters of the system's other types (people, places, files,
///   currency) are left out, so code that reads them fails to compile naming the property;
/// - its response, `<…>IntentResponse`, with the response code enum Xcode writes: the standard
///   codes, then the definition's own from 100;
/// - each enum (`INEnums`) as an `Int` enum of its values (`INEnumValueIndex`, 0 when absent);
/// - each custom type (`INTypes`) as an `INObject` subclass with its properties (the keys follow
///   the parameters' pattern: `INTypePropertyName`, `INTypePropertyType`…; the properties every
///   `INObject` has, marked `INTypePropertyDefault`, are inherited).
/// A target whose membership says "No Generated Classes" (`no_codegen`) gets none (XcodeProject).
/// The handling protocols (`…IntentHandling`), which belong to an Intents extension, are not made.
enum IntentClasses {
    static func source(definitions: [URL]) -> String {
        let plists = definitions.compactMap { url -> [String: Any]? in
            guard let data = try? Data(contentsOf: url) else { return nil }
            return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        }
        var declarations: [String] = []
        for plist in plists {
            let enums = list(plist["INEnums"])
            let enumNames = defaultCases(enums)
            declarations += enums.compactMap(enumDeclaration)
            declarations += list(plist["INTypes"]).compactMap { typeDeclaration($0, enums: enumNames) }
            declarations += list(plist["INIntents"]).filter { $0["INIntentType"] as? String == "Custom" }
                .compactMap { intentDeclarations($0, enums: enumNames) }
        }
        guard !declarations.isEmpty else { return "" }
        return "import Foundation\nimport _FoundationGaps\nimport Intents\n\n" + declarations.joined(separator: "\n")
    }

    private static func list(_ value: Any?) -> [[String: Any]] { value as? [[String: Any]] ?? [] }

    /// Each enum's name and the case a new intent holds (index 0, which Xcode names `unknown`).
    private static func defaultCases(_ enums: [[String: Any]]) -> [String: String] {
        var cases: [String: String] = [:]
        for definition in enums {
            guard let name = definition["INEnumName"] as? String else { continue }
            let values = list(definition["INEnumValues"])
            let first = values.first { ($0["INEnumValueIndex"] as? Int ?? 0) == 0 } ?? values.first
            if let value = first?["INEnumValueName"] as? String { cases[name] = value }
        }
        return cases
    }

    private static func enumDeclaration(_ definition: [String: Any]) -> String? {
        guard let name = definition["INEnumName"] as? String else { return nil }
        let cases = list(definition["INEnumValues"]).compactMap { value -> String? in
            guard let caseName = value["INEnumValueName"] as? String else { return nil }
            return "    case \(identifier(caseName)) = \((value["INEnumValueIndex"] as? Int) ?? 0)\n"
        }
        return "public enum \(name): Int, Sendable {\n" + cases.joined() + "}\n"
    }

    private static func typeDeclaration(_ definition: [String: Any], enums: [String: String]) -> String? {
        guard let name = definition["INTypeName"] as? String else { return nil }
        let properties = list(definition["INTypeProperties"]).filter { ($0["INTypePropertyDefault"] as? Bool) != true }
            .compactMap { property(of: $0, key: "INTypeProperty", enums: enums) }
        return "public class \((definition["INTypeClassPrefix"] as? String ?? "") + name): INObject, @unchecked Sendable {\n"
            + properties.joined() + "}\n"
    }

    private static func intentDeclarations(_ definition: [String: Any], enums: [String: String]) -> String? {
        guard let name = definition["INIntentName"] as? String else { return nil }
        let className = (definition["INIntentClassPrefix"] as? String ?? "") + name + "Intent"
        let properties = list(definition["INIntentParameters"]).compactMap { property(of: $0, key: "INIntentParameter", enums: enums) }
        let standard = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]
        let own = list((definition["INIntentResponse"] as? [String: Any])?["INIntentResponseCodes"])
            .compactMap { $0["INIntentResponseCodeName"] as? String }.filter { !standard.contains($0) }
        let codes = standard.enumerated().map { "    case \($1) = \($0)\n" }
            + own.enumerated().map { "    case \(identifier($1)) = \(100 + $0)\n" }
        return """
            public class \(className): INIntent, @unchecked Sendable {
            \(properties.joined())}

            public enum \(className)ResponseCode: Int, Sendable {
            \(codes.joined())}

            public class \(className)Response: INIntentResponse, @unchecked Sendable {
                public fileprivate(set) var code: \(className)ResponseCode = .unspecified

                public convenience init(code: \(className)ResponseCode, userActivity: NSUserActivity?) {
                    self.init()
                    self.code = code
                    self.userActivity = userActivity
                }
            }

            """
    }

    /// One property (`key` is the parameter's or the type property's key prefix), or nil for a
    /// system type the generated code leaves out.
    private static func property(of definition: [String: Any], key: String, enums: [String: String]) -> String? {
        guard let name = definition[key + "Name"] as? String, let kind = definition[key + "Type"] as? String else { return nil }
        let many = (definition[key + "SupportsMultipleValues"] as? Bool) ?? false
        let element: String
        if let enumType = definition[key + "EnumType"] as? String, enums[enumType] != nil {
            element = many ? "NSNumber" : enumType
        } else if kind == "Object", let object = definition[key + "ObjectType"] as? String {
            element = object
        } else if let type = ["String": "String", "Integer": "NSNumber", "Decimal": "NSNumber", "Boolean": "NSNumber",
                              "Duration": "NSNumber", "DateComponents": "DateComponents", "URL": "URL"][kind] {
            element = type
        } else {
            return nil
        }
        if many { return "    public var \(identifier(name)): [\(element)]?\n" }
        if let initial = enums[element] { return "    public var \(identifier(name)): \(element) = .\(identifier(initial))\n" }
        return "    public var \(identifier(name)): \(element)?\n"
    }

    private static func identifier(_ name: String) -> String { AssetSymbols.keywords.contains(name) ? "`\(name)`" : name }
}
