import Foundation
import Synchronization

/// The plural category CLDR's rules give a number in a language (`zero`, `one`, `two`, `few`,
/// `many`, `other`): what Apple's Foundation asks ICU for when it picks a `.stringsdict` or string
/// catalog plural variant (Unicode TR 35, "Language Plural Rules"; Apple's "Localizing strings
/// that contain plurals"). The rules are the toolchain's ICU (`lib_FoundationICU`, which
/// swift-foundation ships with its CLDR data), so every machine with this toolchain picks the same
/// variant whatever its own locale data: 1 is `one` in English, 2 `few` and 5 `many` in Russian,
/// 0 `zero` in Arabic, everything `other` in Japanese.
public enum _PluralRules {
    public static func category(of number: Double, language: String) -> String {
        let rules = cache.withLock { cache -> OpaquePointer? in
            if let rules = cache[language] { return rules.pointer }
            var status: Int32 = 0
            let opened = language.withCString { uplrules_open($0, &status) }
            cache[language] = Rules(pointer: status > 0 ? nil : opened)
            return status > 0 ? nil : opened
        }
        guard let rules else { return "other" }
        var keyword = [UInt16](repeating: 0, count: 16)
        var status: Int32 = 0
        let length = uplrules_select(rules, number, &keyword, Int32(keyword.count), &status)
        guard status <= 0, length > 0 else { return "other" }
        return String(decoding: keyword[..<Int(length)], as: UTF16.self)
    }

    /// An opened rule set, kept for the process (a handful of languages at most).
    private struct Rules: @unchecked Sendable { let pointer: OpaquePointer? }
    private static let cache = Mutex<[String: Rules]>([:])
}

// ICU's C API for plural rules (unicode-org/icu's `uplrules.h`: `uplrules_open(const char *locale,
// UErrorCode *status)` and `uplrules_select(const UPluralRules *, double, UChar *keyword, int32_t
// capacity, UErrorCode *status)`), under the names swift-foundation-icu exports them by. Errors are
// positive `UErrorCode`s; their arguments are pointers, an Int32 and a Double, passed alike by
// Swift's and C's conventions. `PluralRulesTests` checks the categories of each language above.
@_silgen_name("swift_uplrules_open")
private func uplrules_open(_ locale: UnsafePointer<CChar>, _ status: UnsafeMutablePointer<Int32>) -> OpaquePointer?
@_silgen_name("swift_uplrules_select")
private func uplrules_select(_ rules: OpaquePointer, _ number: Double, _ keyword: UnsafeMutablePointer<UInt16>,
                             _ capacity: Int32, _ status: UnsafeMutablePointer<Int32>) -> Int32
