import CUnibreak

extension Paragraph {
    /// libunibreak's verdict (UAX #14) on breaking after each UTF-8 byte of `string`.
    static func breakOpportunities(_ string: String) -> [CChar] {
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: string.utf8.count)
        let breakable = breakableBytes(string)
        if !breakable.isEmpty {
            breakable.withUnsafeBufferPointer { b in
                breaks.withUnsafeMutableBufferPointer { set_linebreaks_utf8(b.baseAddress, b.count, "en", $0.baseAddress) }
            }
        }
        return breaks
    }

    /// The text as libunibreak can take it. Debian 12 ships libunibreak 1.1, whose pair table
    /// predates the regional-indicator class: it aborts on U+1F1E6…1F1FF (and on U+FFFF).
    /// Each flag's first indicator stands in as an ideograph (class ID) and its second as a
    /// combining mark (class CM), both four UTF-8 bytes like the originals, so breaks fall
    /// around a flag and never inside it (UAX #14, LB30a); U+FFFF stands in as U+FFFD.
    static func breakableBytes(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        var pendingFlag = false
        for scalar in string.unicodeScalars {
            var replacement = scalar
            if (0x1F1E6...0x1F1FF).contains(scalar.value) {
                replacement = pendingFlag ? Unicode.Scalar(0x1D165)! : Unicode.Scalar(0x20000)!
                pendingFlag.toggle()
            } else {
                pendingFlag = false
                if scalar.value == 0xFFFF { replacement = Unicode.Scalar(0xFFFD)! }
            }
            bytes += Array(String(replacement).utf8)
        }
        return bytes
    }
}
