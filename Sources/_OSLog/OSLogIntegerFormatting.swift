/// How a logged integer reads (Apple's documentation of `OSLogIntegerFormatting`,
/// https://developer.apple.com/documentation/os/oslogintegerformatting): decimal, hexadecimal or
/// octal, with `printf`'s options (`+`, `#` prefixes `0x` and `0`, upper case, minimum digits).
public struct OSLogIntegerFormatting: @unchecked Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: () -> Int

    public static var decimal: OSLogIntegerFormatting { .decimal() }
    public static var hex: OSLogIntegerFormatting { .hex() }
    public static var octal: OSLogIntegerFormatting { .octal() }

    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
                               minDigits: { 0 })
    }

    public static func decimal(explicitPositiveSign: Bool = false,
                               minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
                               minDigits: minDigits)
    }

    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                           uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: { 0 })
    }

    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                             uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: { 0 })
    }

    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// `value` as `printf` writes it: the sign, the prefix, the digits zero-padded to `minDigits`.
    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits() { digits = String(repeating: "0", count: minDigits() - digits.count) + digits }
        let prefix = !includePrefix || value == 0 ? "" : radix == 16 ? (uppercase ? "0X" : "0x") : radix == 8 ? "0" : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}
