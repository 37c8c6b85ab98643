import Foundation
import Synchronization

/// The app's strings tables, as `Text("key")` reads them: SwiftUI looks a `LocalizedStringKey` up
/// in the table `tableName` (default `Localizable`) of `bundle` (default the main bundle) and
/// shows the key itself when the table has no entry ("Text.init(_:tableName:bundle:comment:)",
/// Apple's documentation). `snap` lays an app's `.strings` and compiled `.xcstrings` out beside
/// a preview program, which is the main bundle on Linux.
///
/// Previews render in the development language, English (`en.lproj`, else `Base.lproj`),
/// whatever the machine's locale: Foundation's own lookup would follow `LANG` and so give other
/// pixels on other machines. Each table is read once per process; the main bundle's default
/// table, which nearly every `Text` asks, without a lock.
enum LocalizedStringTable {
    /// The value of `key` in `table` of `bundle`, or nil when there is none.
    static func value(of key: String, table: String?, bundle: Bundle?) -> String? {
        if table == nil && bundle == nil { return main[key] }
        let bundle = bundle ?? .main
        let name = table ?? "Localizable"
        let id = bundle.bundlePath + "/" + name
        return others.withLock { tables in
            if let loaded = tables[id] { return loaded[key] }
            let loaded = load(name, from: bundle)
            tables[id] = loaded
            return loaded[key]
        }
    }

    private static let main = load("Localizable", from: .main)
    private static let others = Mutex<[String: [String: String]]>([:])

    private static func load(_ table: String, from bundle: Bundle) -> [String: String] {
        ["en", "Base"].lazy.compactMap { language in
            bundle.path(forResource: table, ofType: "strings", inDirectory: nil, forLocalization: language)
        }.first.flatMap { path in
            // A .strings file is an old-style property list ("key" = "value";), which
            // PropertyListSerialization reads as NSDictionary(contentsOfFile:) did.
            (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap {
                try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String]
            }
        } ?? [:]
    }
}
