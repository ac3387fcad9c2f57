/// A value of a configuration file, JSON's data model, which the YAML subset shares.
enum ConfigurationValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ConfigurationValue])
    case object([String: ConfigurationValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ConfigurationValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ConfigurationValue].self))
        }
    }

    /// How the value is named in an error message.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a true/false value"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
