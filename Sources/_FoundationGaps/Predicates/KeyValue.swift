import Foundation

/// Key-value coding as predicates, sort descriptors and Core Data use it, for Linux, whose
/// Foundation has none: the value of a key or key path of an object that codes its own values
/// (`KeyValueCodingObject`: Core Data's managed objects), a dictionary, a collection (each
/// element's value) or any Swift value (its stored property of that name, by reflection), and
/// the comparisons of values Core Data makes in memory.
package enum KeyValue {
    /// The value at a dotted key path. Through a collection, the values of its elements (a set of
    /// them, as key-value coding gives); `@count`, `@sum`, `@avg`, `@min`, `@max` and
    /// `@distinctUnionOfObjects` apply to the collection before them (`items.@count`, `items.@sum.price`).
    package static func value(of object: Any?, atPath path: String) -> Any? {
        var current = object
        var keys = path.split(separator: ".").map(String.init)[...]
        while let key = keys.popFirst() {
            if key.hasPrefix("@") {
                let rest = keys.joined(separator: ".")
                let elements = (elements(of: current) ?? []).map { rest.isEmpty ? $0 : value(of: $0, atPath: rest) as Any }
                return aggregate(key, elements)
            }
            current = value(of: current, forKey: key)
        }
        return current
    }

    /// The value for one key.
    package static func value(of object: Any?, forKey key: String) -> Any? {
        guard let object = flattened(object) else { return nil }
        if key == "self" || key == "SELF" { return object }
        switch object {
        case let coded as KeyValueCodingObject: return coded.keyValue(forKey: key)
        case let dictionary as [String: Any]: return flattened(dictionary[key] as Any)
        case let dictionary as NSDictionary: return dictionary.object(forKey: key)
        default:
            if let elements = elements(of: object) {
                let values = elements.compactMap { value(of: $0, forKey: key) }
                return object is NSSet || object is Set<AnyHashable> ? NSSet(array: values) : values
            }
            for child in Mirror(reflecting: object).children where child.label == key || child.label == "_" + key {
                return flattened(child.value)
            }
            return nil
        }
    }

    /// The elements of a collection value, nil for anything else (a string is a value, not a collection).
    package static func elements(of value: Any?) -> [Any]? {
        switch flattened(value) {
        case let set as NSOrderedSet: return set.array
        case let set as NSSet: return set.allObjects
        case let array as NSArray: return array.map { $0 }
        case is String: return nil
        case let array as [Any]: return array
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }

    /// A collection operator's result.
    package static func aggregate(_ operation: String, _ values: [Any]) -> Any? {
        let numbers = values.compactMap(number)
        switch operation {
        case "@count": return values.count
        case "@sum": return numbers.reduce(0, +)
        case "@avg": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "@min": return values.min { compare($0, $1) == .orderedAscending }
        case "@max": return values.max { compare($0, $1) == .orderedAscending }
        case "@distinctUnionOfObjects":
            return values.reduce(into: [Any]()) { result, value in
                if !result.contains(where: { equal($0, value) }) { result.append(value) }
            }
        default: return nil
        }
    }

    /// The value inside any number of optionals; nil for none.
    package static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value is NSNull ? nil : value }
        return mirror.children.first.flatMap { flattened($0.value) }
    }

    /// A number's value (integers, floating-point numbers, `Decimal`, `NSNumber`, Booleans as 0 and 1).
    package static func number(_ value: Any?) -> Double? {
        switch flattened(value) {
        case let value as Bool: return value ? 1 : 0
        case let value as Int: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as Int8: return Double(value)
        case let value as UInt: return Double(value)
        case let value as UInt8: return Double(value)
        case let value as UInt16: return Double(value)
        case let value as UInt32: return Double(value)
        case let value as UInt64: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// A value converted to another numeric type, or `NSNumber`; nil when it is no number or
    /// the type none of these.
    package static func converted<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        guard let number = number(value) else { return nil }
        let converted: Any?
        switch type {
        case is Int.Type, is Int?.Type: converted = Int(exactly: number.rounded(.towardZero))
        case is Int16.Type, is Int16?.Type: converted = Int16(exactly: number.rounded(.towardZero))
        case is Int32.Type, is Int32?.Type: converted = Int32(exactly: number.rounded(.towardZero))
        case is Int64.Type, is Int64?.Type: converted = Int64(exactly: number.rounded(.towardZero))
        case is Double.Type, is Double?.Type: converted = number
        case is Float.Type, is Float?.Type: converted = Float(number)
        case is Bool.Type, is Bool?.Type: converted = number != 0
        case is Decimal.Type, is Decimal?.Type: converted = Decimal(number)
        case is NSNumber.Type, is NSNumber?.Type: converted = NSNumber(value: number)
        default: converted = nil
        }
        return converted as? Value
    }

    /// Whether two values are equal as Core Data compares them: numbers by value (a Boolean is 0
    /// or 1), strings, dates and other hashable values by `==`, objects by identity.
    package static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
        let lhs = flattened(lhs), rhs = flattened(rhs)
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let left = number(lhs), let right = number(rhs) { return left == right }
        if lhs is KeyValueCodingObject || rhs is KeyValueCodingObject,
           let left = identity(lhs) as? AnyHashable, let right = identity(rhs) as? AnyHashable { return left == right }
        if let left = lhs as? AnyObject, let right = rhs as? AnyObject, left === right { return true }
        if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
        return false
    }

    /// The order of two values: nil first, then numbers by value, strings by their characters
    /// (`compare(_:)`), dates, UUIDs by their text, and anything else by its description.
    package static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        let lhs = flattened(lhs), rhs = flattened(rhs)
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let left = number(lhs), let right = number(rhs) { return order(left, right) }
        if let left = lhs as? String, let right = rhs as? String { return left.compare(right) }
        if let left = lhs as? Date, let right = rhs as? Date { return order(left, right) }
        if let left = lhs as? UUID, let right = rhs as? UUID { return left.uuidString.compare(right.uuidString) }
        return describe(lhs).compare(describe(rhs))
    }

    package static func order<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    /// A value as a description shows it: an object by its identity.
    package static func describe(_ value: Any?) -> String {
        switch flattened(value) {
        case nil: "nil"
        case let object as KeyValueCodingObject: "\(object.keyValueIdentity.base)"
        case let value?: String(describing: value)
        }
    }

    /// An object's identity in its place (a managed object's ID), so that an object and its
    /// identity are the same value.
    package static func identity(_ value: Any?) -> Any? { (value as? KeyValueCodingObject)?.keyValueIdentity ?? value }
}

/// An object that gives its own values for keys and is equal to its identity in predicates (Core
/// Data's `NSManagedObject`, equal to its `NSManagedObjectID`).
package protocol KeyValueCodingObject: AnyObject {
    func keyValue(forKey key: String) -> Any?
    var keyValueIdentity: AnyHashable { get }
}
