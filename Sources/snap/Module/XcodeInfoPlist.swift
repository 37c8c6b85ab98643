import Foundation

/// An Xcode app target's Info.plist as Xcode builds it into the app, which
/// `Bundle.main.infoDictionary` and `object(forInfoDictionaryKey:)` read: the file
/// `INFOPLIST_FILE` names, with the build settings its values reference expanded
/// (`INFOPLIST_EXPAND_BUILD_SETTINGS`, on by default), then, when `GENERATE_INFOPLIST_FILE` is on
/// (Xcode 13's new projects), each `INFOPLIST_KEY_<key>` setting as `<key>`; then the keys Xcode
/// always writes from build settings: `CFBundleIdentifier` (`PRODUCT_BUNDLE_IDENTIFIER`),
/// `CFBundleShortVersionString` (`MARKETING_VERSION`), `CFBundleVersion`
/// (`CURRENT_PROJECT_VERSION`), `CFBundleName` and `CFBundleExecutable` (`PRODUCT_NAME`), where
/// the file does not give them (Xcode's build settings reference). Settings are the Debug
/// configuration's, the target's else the project's; `$(TARGET_NAME)` is the target's name,
/// `PRODUCT_NAME` defaults to it, `DEVELOPMENT_LANGUAGE` to `en`.
struct XcodeInfoPlist {
    /// The target's Debug build settings, its own over the project's.
    let settings: [String: Any]
    /// The target's name.
    let name: String
    /// The file `INFOPLIST_FILE` names, read.
    let file: [String: Any]?

    /// The property list as XML; nil when it would be empty.
    var data: Data? {
        var info = file?.mapValues(expanded) ?? [:]
        if isOn("GENERATE_INFOPLIST_FILE") {
            for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
                let plistKey = String(key.dropFirst("INFOPLIST_KEY_".count))
                guard info[plistKey] == nil, let text = value as? String else { continue }
                info[plistKey] = ["YES", "NO"].contains(text) ? text == "YES" : expand(text) as Any
            }
        }
        let standard = ["CFBundleIdentifier": setting("PRODUCT_BUNDLE_IDENTIFIER"),
                        "CFBundleShortVersionString": setting("MARKETING_VERSION"),
                        "CFBundleVersion": setting("CURRENT_PROJECT_VERSION"),
                        "CFBundleName": productName, "CFBundleExecutable": productName]
        for case let (key, value?) in standard where info[key] == nil { info[key] = expand(value) }
        guard !info.isEmpty else { return nil }
        return try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
    }

    private var productName: String { setting("PRODUCT_NAME").map { expand($0) } ?? name }

    private func setting(_ key: String) -> String? { settings[key] as? String }

    private func isOn(_ key: String) -> Bool { ["YES", "TRUE", "1"].contains(setting(key)?.uppercased() ?? "") }

    private func expanded(_ value: Any) -> Any {
        switch value {
        case let text as String: expand(text)
        case let array as [Any]: array.map(expanded)
        case let dictionary as [String: Any]: dictionary.mapValues(expanded)
        default: value
        }
    }

    /// `text` with its `$(NAME)` and `${NAME}` references replaced by the settings' values; an
    /// unknown setting is empty, as in Xcode.
    private func expand(_ text: String, depth: Int = 0) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var result = "", rest = Substring(text)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let after = rest.index(after: start)
            guard after < rest.endIndex, let close = ["(": ")", "{": "}"][String(rest[after])],
                  let end = rest[after...].firstIndex(of: Character(close)) else {
                result += "$"; rest = rest[after...]; continue
            }
            let reference = String(rest[rest.index(after: after)..<end])
            let key = String(reference.split(separator: ":").first ?? "")
            result += expand(value(of: key), depth: depth + 1)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private func value(of key: String) -> String {
        switch key {
        case "TARGET_NAME": name
        case "PRODUCT_NAME", "EXECUTABLE_NAME": setting("PRODUCT_NAME") ?? name
        case "PRODUCT_MODULE_NAME": PreviewModule.moduleName(setting("PRODUCT_NAME") ?? name)
        case "DEVELOPMENT_LANGUAGE": setting(key) ?? "en"
        case "PRODUCT_BUNDLE_PACKAGE_TYPE": setting(key) ?? "APPL"
        default: setting(key) ?? ""
        }
    }
}
