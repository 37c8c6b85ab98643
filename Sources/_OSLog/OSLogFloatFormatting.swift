/// How a logged floating-point number reads (Apple's documentation of `OSLogFloatFormatting`,
/// https://developer.apple.com/documentation/os/oslogfloatformatting): `printf`'s `%f`, `%a`,
/// `%e` and `%g`, with an optional precision and sign.
public struct OSLogFloatFormatting: @unchecked Sendable {
    let conversion: String
    let explicitPositiveSign: Bool
    let uppercase: Bool
    let precision: (() -> Int)?

    public static var fixed: OSLogFloatFormatting { .fixed() }
    public static var hex: OSLogFloatFormatting { .hex() }
    public static var exponential: OSLogFloatFormatting { .exponential() }
    public static var hybrid: OSLogFloatFormatting { .hybrid() }

    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// `value` through `printf`'s conversion, as the log's format string has it.
    func format(_ value: Double) -> String {
        let letter = uppercase ? conversion.uppercased() : conversion
        let spec = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0())" } ?? "") + letter
        return String(format: spec, value)
    }
}
