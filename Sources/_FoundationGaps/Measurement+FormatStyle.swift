import Foundation

/// A measurement as Foundation formats it (`Measurement.FormatStyle`, iOS 15:
/// `distance.formatted(.measurement(width: .abbreviated, usage: .road))`), which
/// swift-corelibs-foundation lacks. Apple's style is ICU's number formatter with a unit; this is
/// the same ICU (swift-foundation-icu, `unumf_openForSkeletonAndLocale`) with the skeleton
/// `measure-unit/<unit> unit-width-<width> usage/<usage>`: a usage converts the value to the unit
/// the locale prefers for it (in the United States, 5 km for `.general` is "3.1 mi"), and
/// `.asProvided` keeps the unit. Units ICU has no identifier for here print as the value and
/// the unit's symbol. Not applied: a `numberFormatStyle` (ICU's usage decides the precision).
extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        public struct UnitWidth: Hashable, Sendable, Codable {
            let skeleton: String
            public static var wide: UnitWidth { UnitWidth(skeleton: "full-name") }
            public static var abbreviated: UnitWidth { UnitWidth(skeleton: "short") }
            public static var narrow: UnitWidth { UnitWidth(skeleton: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width; self.locale = locale; self.usage = usage; self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            guard let unit = MeasureUnit.identifier(of: measurement.unit) else {
                return measurement.value.formatted(.number.locale(locale)) + " " + measurement.unit.symbol
            }
            let usageSkeleton = usage.flatMap { $0.icu.map { " usage/\($0)" } } ?? ""
            return MeasureUnit.format(measurement.value, skeleton: "measure-unit/\(unit) unit-width-\(width.skeleton)\(usageSkeleton)",
                                      locale: locale)
                ?? MeasureUnit.format(measurement.value, skeleton: "measure-unit/\(unit) unit-width-\(width.skeleton)", locale: locale)
                ?? measurement.value.formatted(.number.locale(locale)) + " " + measurement.unit.symbol
        }

        public func locale(_ locale: Locale) -> Self { var copy = self; copy.locale = locale; return copy }

        public static func == (l: Self, r: Self) -> Bool { l.width == r.width && l.locale == r.locale && l.usage == r.usage }
        public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(locale); hasher.combine(usage) }
    }

    public func formatted(_ style: FormatStyle) -> String { style.format(self) }
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

extension FormatStyle {
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// What a measurement is for, which picks the unit a locale prefers for it (Foundation's
/// `MeasurementFormatUnitUsage`, ICU's unit preference usages).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Sendable, Codable {
    /// ICU's usage; nil keeps the unit given.
    let icu: String?
    public static var general: Self { Self(icu: "default") }
    public static var asProvided: Self { Self(icu: nil) }
    public static var person: Self { Self(icu: "person") }
    public static var personHeight: Self { Self(icu: "person-height") }
    public static var road: Self { Self(icu: "road") }
    public static var focalLength: Self { Self(icu: "focal-length") }
    public static var rainfall: Self { Self(icu: "rainfall") }
    public static var snowfall: Self { Self(icu: "snowfall") }
    public static var visibility: Self { Self(icu: "visiblty") }
    public static var food: Self { Self(icu: "food") }
    public static var workout: Self { Self(icu: "default") }
    public static var weather: Self { Self(icu: "weather") }
}

/// ICU's unit identifiers of Foundation's units, and its number formatter.
enum MeasureUnit {
    static func identifier(of unit: Dimension) -> String? { table.first { $0.0 == unit }?.1 }

    private static let table: [(Dimension, String)] = [
        (UnitLength.meters, "length-meter"), (UnitLength.kilometers, "length-kilometer"), (UnitLength.centimeters, "length-centimeter"),
        (UnitLength.millimeters, "length-millimeter"), (UnitLength.miles, "length-mile"), (UnitLength.yards, "length-yard"),
        (UnitLength.feet, "length-foot"), (UnitLength.inches, "length-inch"), (UnitLength.nauticalMiles, "length-nautical-mile"),
        (UnitMass.kilograms, "mass-kilogram"), (UnitMass.grams, "mass-gram"), (UnitMass.milligrams, "mass-milligram"),
        (UnitMass.pounds, "mass-pound"), (UnitMass.ounces, "mass-ounce"), (UnitMass.stones, "mass-stone"),
        (UnitMass.metricTons, "mass-tonne"),
        (UnitTemperature.celsius, "temperature-celsius"), (UnitTemperature.fahrenheit, "temperature-fahrenheit"),
        (UnitTemperature.kelvin, "temperature-kelvin"),
        (UnitSpeed.metersPerSecond, "speed-meter-per-second"), (UnitSpeed.kilometersPerHour, "speed-kilometer-per-hour"),
        (UnitSpeed.milesPerHour, "speed-mile-per-hour"), (UnitSpeed.knots, "speed-knot"),
        (UnitDuration.hours, "duration-hour"), (UnitDuration.minutes, "duration-minute"), (UnitDuration.seconds, "duration-second"),
        (UnitDuration.milliseconds, "duration-millisecond"),
        (UnitVolume.liters, "volume-liter"), (UnitVolume.milliliters, "volume-milliliter"), (UnitVolume.cubicMeters, "volume-cubic-meter"),
        (UnitVolume.gallons, "volume-gallon"), (UnitVolume.fluidOunces, "volume-fluid-ounce"), (UnitVolume.cups, "volume-cup"),
        (UnitEnergy.kilocalories, "energy-kilocalorie"), (UnitEnergy.calories, "energy-calorie"), (UnitEnergy.joules, "energy-joule"),
        (UnitEnergy.kilojoules, "energy-kilojoule"), (UnitEnergy.kilowattHours, "energy-kilowatt-hour"),
        (UnitArea.squareMeters, "area-square-meter"), (UnitArea.squareKilometers, "area-square-kilometer"),
        (UnitArea.squareFeet, "area-square-foot"), (UnitArea.acres, "area-acre"), (UnitArea.hectares, "area-hectare"),
        (UnitPressure.hectopascals, "pressure-hectopascal"), (UnitPressure.millibars, "pressure-millibar"),
        (UnitPressure.inchesOfMercury, "pressure-inch-ofhg"),
        (UnitPressure.poundsForcePerSquareInch, "pressure-pound-force-per-square-inch"),
        (UnitAngle.degrees, "angle-degree"), (UnitAngle.radians, "angle-radian"),
        (UnitPower.watts, "power-watt"), (UnitPower.kilowatts, "power-kilowatt"), (UnitPower.horsepower, "power-horsepower"),
        (UnitFrequency.hertz, "frequency-hertz"),
        (UnitInformationStorage.bytes, "digital-byte"), (UnitInformationStorage.kilobytes, "digital-kilobyte"),
        (UnitInformationStorage.megabytes, "digital-megabyte"), (UnitInformationStorage.gigabytes, "digital-gigabyte"),
    ]

    /// `value` formatted by ICU's number skeleton in `locale`; nil when ICU refuses the skeleton.
    static func format(_ value: Double, skeleton: String, locale: Locale) -> String? {
        var status: Int32 = 0
        let utf16 = Array(skeleton.utf16)
        guard let formatter = locale.identifier.withCString({ unumf_openForSkeletonAndLocale(utf16, Int32(utf16.count), $0, &status) }),
              status <= 0 else { return nil }
        defer { unumf_close(formatter) }
        guard let result = unumf_openResult(&status), status <= 0 else { return nil }
        defer { unumf_closeResult(result) }
        unumf_formatDouble(formatter, value, result, &status)
        guard status <= 0 else { return nil }
        var buffer = [UInt16](repeating: 0, count: 256)
        let length = unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard status <= 0, length >= 0, Int(length) <= buffer.count else { return nil }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}

// ICU's C API for number formatting with skeletons (unicode-org/icu's `unumberformatter.h`), under
// the names swift-foundation-icu exports them by (as `PluralRules.swift` calls `uplrules`). Errors
// are positive `UErrorCode`s, warnings negative.
@_silgen_name("swift_unumf_openForSkeletonAndLocale")
private func unumf_openForSkeletonAndLocale(_ skeleton: UnsafePointer<UInt16>, _ length: Int32, _ locale: UnsafePointer<CChar>,
                                            _ status: UnsafeMutablePointer<Int32>) -> OpaquePointer?
@_silgen_name("swift_unumf_openResult")
private func unumf_openResult(_ status: UnsafeMutablePointer<Int32>) -> OpaquePointer?
@_silgen_name("swift_unumf_formatDouble")
private func unumf_formatDouble(_ formatter: OpaquePointer, _ value: Double, _ result: OpaquePointer,
                                _ status: UnsafeMutablePointer<Int32>)
@_silgen_name("swift_unumf_resultToString")
private func unumf_resultToString(_ result: OpaquePointer, _ buffer: UnsafeMutablePointer<UInt16>, _ capacity: Int32,
                                  _ status: UnsafeMutablePointer<Int32>) -> Int32
@_silgen_name("swift_unumf_close")
private func unumf_close(_ formatter: OpaquePointer)
@_silgen_name("swift_unumf_closeResult")
private func unumf_closeResult(_ result: OpaquePointer)
