/**
 * The one message catalogue. Every error the server answers carries a `code` that is a key of
 * this object; the web shows the catalogue text for a code and falls back to the raw message.
 * Wording marked "spec" is quoted from the specification; the rest was written where the spec
 * names a condition without its wording (see docs/decisions.md).
 */
export const messages = {
  // HTTP behaviour (platform-core §8)
  UNAUTHORIZED: 'Full authentication is required to access this resource', // spec
  FORBIDDEN: 'You do not have access to this resource',
  NOT_FOUND: 'The requested item was not found',
  INTERNAL_ERROR: 'There was an error processing your request. Please try again later or contact support', // spec
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again',
  PAYLOAD_TOO_LARGE: 'The upload is too large',
  STALE_VERSION: 'Someone else changed this item in the meantime. Reload it and try again',
  // Session and login
  SESSION_EXPIRED: 'Your session has expired. Please log-in again.', // spec
  LOGIN_FAILED: 'Username or password is wrong. Please try again!', // spec
  ACCOUNT_LOCKED: 'Your profile is locked after too many failed log-in attempts. Please contact your administrator',
  ACCOUNT_INACTIVE: 'Your profile is inactive. Please contact your administrator',
  // Forms (platform-core §5)
  VALIDATION_FAILED: 'Form submission error: There are validation errors in your form', // spec
  CHECK_REQUIRED_FIELDS: 'Please check all required fields!', // spec
  REQUIRED: 'This field is required', // spec
  REQUIRED_FIELD: 'This field is required!', // spec (text and date fields)
  INVALID_EMAIL: 'Please insert a valid email', // spec
  INVALID_EMAIL_FIELD: 'Please insert a valid email!', // spec (form fields)
  INVALID_PASSWORD: 'The password must consist of numbers and letters and should have from 6 to 16 characters', // spec
  INVALID_IBAN: 'Please insert a valid IBAN!', // spec
  MAX_LENGTH: 'Maximum {n} characters are allowed!', // spec
  MAX_AMOUNT: 'Please enter an amount up to {n}!', // spec
  CONTROL_CHARACTERS: 'Please remove the control characters from this field',
  DATE_OUT_OF_RANGE: 'Please insert a date between the years 1900 and 2200',
  INVALID_ID: 'Please choose a valid item',
  NUMBER_OUT_OF_RANGE: 'Please insert a whole number from {min} to {max}',
  ATTACHMENT_TYPE: 'Please add a file with one of the following types: {list}', // spec
  INVALID_AMOUNT: 'Please insert a valid amount with up to 2 decimals',
  NEGATIVE_AMOUNT: 'The amount cannot be negative',
  AMOUNT_NOT_A_NUMBER: 'Please insert an amount in digits, for example 1,250.50',
  AMOUNT_TOO_MANY_DECIMALS: '{currency} amounts have at most {n} decimals',
  AMOUNT_NO_DECIMALS: '{currency} amounts have no decimals',
  POSITIVE_NUMBER: 'Please insert digits only',
  UNKNOWN_FIELD: 'This field is not expected here',
  INVALID_PHONE_NUMBER: 'Please insert a valid phone number',
  INVALID_WEB_ADDRESS: 'Please insert a valid web address',
  FILE_TOO_LARGE: 'The file is larger than {max}',
  FILES_TOO_LARGE: 'The files together are larger than {max}',
  IMAGE_SIZE: 'The image must be exactly {width} x {height} pixels',
  MAX_FILES: 'Max files', // spec
  NO_OPTIONS: 'No Options!', // spec
  INSERT_TEXT_TO_SEARCH: 'Insert text to search!', // spec
  // Registration (platform-core §5)
  TERMS_NOT_ACCEPTED: 'You must accept the terms and conditions',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  RFQ_EMAIL_CONFIRMATION_MISMATCH: 'The RFQs e-mail and its confirmation do not match',
  ORDERS_EMAIL_CONFIRMATION_MISMATCH: 'The Orders e-mail and its confirmation do not match',
  RFQ_AND_ORDERS_EMAIL_SAME: 'The RFQs e-mail and the Orders e-mail must be different',
  PHONE_PREFIX_REQUIRED: 'Please choose a phone prefix',
  COUNTRY_REQUIRED: 'Please choose a country',
  PORT_REQUIRED: 'Please choose at least one port',
  CATEGORY_REQUIRED: 'Please choose at least one category',
  UNKNOWN_COUNTRY: 'This country does not exist',
  UNKNOWN_PORT: 'One of the chosen ports does not exist',
  UNKNOWN_CATEGORY: 'One of the chosen categories does not exist',
  USER_ALREADY_EXISTS: 'A user with this e-mail already exists',
  COMPANY_ALREADY_EXISTS: 'A company with this name already exists',
  USERNAME_EXISTS: 'This username is already taken',
  // Settings
  AGENT_EMAIL_EXISTS: 'This e-mail is already used',
  // Terms
  TERMS_REFUSED: 'You must accept the terms and conditions to use the platform',
  // Port call (platform-core §5), catalogued conditions (platform-core §8)
  VOYAGE_NUMBER_EXISTS: 'Voyage number already exists',
  PORT_CALL_EXISTS: 'A port call for this vessel, port and voyage number already exists',
  ETS_BEFORE_ETA: 'ETS must be after ETA',
  LAYCAN_END_BEFORE_START: 'Laycan end must be after laycan start',
  AGENT_REQUIRED: 'Please add at least one agent',
  ACTIVITY_REQUIRED: 'Please add at least one activity',
  APPOINTMENT_EXISTS_FOR_COMPANY: 'An appointment already exists for this company',
  ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED: 'Only draft appointments can be deleted',
  APPOINTMENT_WITH_FDAS_CANNOT_BE_CANCELLED: 'An appointment containing FDAs cannot be cancelled',
  CANCEL_AND_REJECT_FAILED: 'The appointment could not be cancelled or rejected',
  REMINDER_LIMIT_REACHED: 'You have reached the limit of the number of reminders you can send for this appointment!', // spec
  RECIPIENT_NOT_AGENT: 'The recipient is not an agent',
  ASSIGNED_VESSEL_NOT_FOUND: 'The assigned vessel was not found',
  BILLING_COMPANY_NOT_FOUND: 'The billing company was not found',
  EMAIL_NOT_SENT: 'The e-mail could not be sent',
  MESSAGE_CANNOT_BE_SENT: 'The message cannot be sent',
  PORT_CALL_DETAILS_FAILED: 'Error while fetching/updating port call details', // spec (operations §8)
  // Port logs
  PORT_LOG_EXISTS: 'A port log already exists for this appointment',
  PORT_LOG_ENTRY_NOT_FOUND: 'The department port log or entry was not found',
  EMPTY_PORT_LOG_SUBMIT: 'An empty port log cannot be submitted',
  PORT_LOG_CANCELLED: 'This port log has been cancelled',
  PORT_LOG_ALREADY_SUBMITTED: 'This port log has no changes since it was submitted',
  PORT_LOG_APPOINTMENT_NOT_OPEN:
    'A port log is kept for an appointment sent to the agent and not yet cancelled, rejected or closed',
  PORT_LOG_NOT_SUBMITTED: 'The agent sees the port log once it is submitted',
  PORT_LOG_SUBMITTED: 'Port log submitted to the agent',
  // Statement of facts (operations §3-§5; wording written, the spec names the conditions only)
  SOF_NOT_AVAILABLE: 'The statement of facts opens once an agent has accepted the appointment',
  SOF_READ_ONLY: 'This statement of facts can no longer be changed',
  SOF_STATUS_CHANGE_REFUSED: 'This statement of facts cannot go from {from} to {to}',
  SOF_EVENT_TEMPLATE_UNKNOWN: 'Please choose an event from the list',
  SOF_EVENT_NOT_ALLOWED: 'Your party may not add or change this event',
  SOF_EVENT_TIMESTAMP_INVALID: 'Please insert a valid date and time for the event',
  SOF_EVENT_PLACEHOLDER_REQUIRED: 'Please fill in the detail this event asks for',
  SOF_PARAMETER_INVALID: 'Please check the parameters of the statement of facts',
  SOF_PARAMETER_COUNT: 'Please insert a whole number from 0 to 20',
  SOF_CARGO_QUANTITY: 'Please insert a quantity in digits with up to 3 decimals',
  SOF_TUGS_USED_ABOVE_ORDERED: 'More tugs used than ordered: please add the details',
  SOF_REMARK_INVALID: 'Please write the remark',
  SOF_REMARK_NOT_FOUND: 'The remark was not found',
  SOF_EVENT_NOT_FOUND: 'The event was not found',
  SOF_INVITE_NOT_FOUND: 'This invitation link is not valid',
  SOF_INVITE_EXPIRED: 'This invitation link has expired. Please ask the agent for a new one',
  SOF_INVITE_REVOKED: 'This invitation link has been withdrawn',
  SOF_INVITE_EXISTS: 'This person is already invited to this statement of facts',
  SOF_NOT_A_SIGNER: 'Your party does not sign this statement of facts',
  SOF_ALREADY_SIGNED: 'Your party has already signed this statement of facts',
  SOF_MANDATORY_EVENTS_MISSING: 'Mandatory events are missing: {events}',
  SOF_PROTEST_REMARK_REQUIRED: 'Please write why you sign under protest',
  SOF_NOT_SIGNED: 'The statement of facts is not signed yet',
  SOF_UNKNOWN_DOCUMENT: 'Please choose a document from the download list',
  SOF_QUERY_TOO_DEEP: 'The query is nested too deeply (at most {max} levels)',
  SOF_QUERY_TOO_COSTLY: 'The query asks for too much at once (cost {cost}, at most {max})',
  SOF_INTROSPECTION_DISABLED: 'Introspection needs a signed-in caller',
  SOF_INVITE_EMAIL_SUBJECT: 'Statement of facts: {title}',
  NOTIFY_SOF_SIGNATURES_INVALIDATED: 'The statement of facts changed after signing and must be signed again: {title}',
  NOTIFY_SOF_SIGNED: 'The statement of facts is signed by every party: {title}',
  // Evaluation and approval (platform-core §5, §8)
  ITEM_CANNOT_BE_APPROVED: 'This item cannot be approved at the moment!', // spec
  PENDING_VERIFICATION_EXPENSES: 'All items must be verified before approval',
  SPLIT_AMOUNT_TOO_LARGE: 'The split amount cannot exceed the total',
  SPLIT_AMOUNT_ZERO: 'The split amount cannot be zero',
  VERIFY_AMOUNT_TOO_LARGE: 'The charterers amount cannot exceed the amount',
  INVALID_DISCREPANCY: 'Please give a discrepancy type and a valid discrepancy amount',
  MISSING_ATTACHMENT: 'An attachment is missing',
  MISSING_BANK_ACCOUNT: 'Please choose a bank account',
  MISSING_ACCOUNTING_CODE: 'Please choose an account code and a sub account',
  NOTHING_QUOTED: 'Please quote at least one item',
  EXPENSES_MISSING_PARAMETERS: 'Some expenses are missing parameters',
  // Payments (platform-core §8)
  REMITTED_BELOW_PERCENTAGE: 'The remitted amount is below {percentage}% of the total approved amount',
  REMITTED_ABOVE_APPROVED: 'The remitted amount is above the total approved amount',
  // Feature flags
  UNKNOWN_FEATURE_FLAG: 'This feature flag does not exist',
  // Maintenance (platform-core §2)
  MAINTENANCE_TITLE: 'Maintenance!', // spec
  MAINTENANCE_TEXT:
    "Our services are being upgraded. We'll be back online before you know it. Thank you for your patience!", // spec
  // ---- Buyer organisation (settings and fleet modules) ----
  LAST_MANAGER: 'This change would leave the company without an enabled manager. Make another user a manager first',
  GRANT_NOT_HELD: 'You can only grant products and authorities that you hold yourself',
  BUYER_REQUIRED: 'Please choose a buyer',
  UNKNOWN_DEPARTMENT: 'This department does not exist',
  UNKNOWN_USER: 'One of the chosen users does not exist',
  UNKNOWN_REGION: 'One of the chosen regions does not exist',
  UNKNOWN_RULE: 'One of the chosen rules does not exist',
  UNKNOWN_TEAM: 'One of the chosen teams does not exist',
  UNKNOWN_VESSEL: 'One of the chosen vessels does not exist',
  UNKNOWN_VESSEL_TYPE: 'This vessel type does not exist',
  UNKNOWN_VESSEL_SIZE: 'This size class does not exist',
  VESSEL_SIZE_TYPE_MISMATCH: 'This size class does not fit the vessel type',
  INVALID_IMO: 'Please insert a valid IMO number (7 digits with a valid check digit)',
  VESSEL_IMO_EXISTS: 'A vessel with this IMO number already exists',
  FLEET_NAME_EXISTS: 'A fleet with this name already exists',
  TEAM_NAME_EXISTS: 'A team with this name already exists',
  REGION_NAME_EXISTS: 'A region with this name already exists',
  RULE_NAME_EXISTS: 'A rule with this name already exists',
  DEPARTMENT_NAME_EXISTS: 'A department with this name already exists',
  BILLING_COMPANY_NAME_EXISTS: 'A billing company with this name already exists',
  COUNTRY_LIST_REQUIRED: 'Please choose at least one country',
  REGION_LIST_REQUIRED: 'Please choose at least one region',
  NOTHING_TO_CHANGE: 'Please change at least one field',
  // ---- Port calls, voyages and appointments (port-calls, appointments, dashboard modules) ----
  INVALID_DATE: 'Please insert a valid date',
  UNKNOWN_VOYAGE: 'This voyage does not exist',
  UNKNOWN_AGENT: 'One of the chosen agents does not exist',
  UNKNOWN_ACTIVITY_TYPE: 'One of the chosen activities does not exist',
  UNKNOWN_VOYAGE_TYPE: 'This voyage type does not exist',
  VOYAGE_VESSEL_MISMATCH: 'This voyage belongs to another vessel',
  VOYAGE_HAS_PORT_CALLS: 'The vessel of a voyage with port calls cannot be changed',
  PORT_OUTSIDE_REGION: 'This port is outside the regions you work in',
  PORT_CALL_STATUS_CHANGE_NOT_ALLOWED: 'A port call cannot change from {from} to {to}',
  PORT_CALL_NOT_EDITABLE: 'A cancelled port call cannot be changed',
  PORT_CALL_HAS_ACTIVE_APPOINTMENTS: 'Cancel the appointments sent to agents for this port call first',
  AGENT_HAS_APPOINTMENT: 'This agent already has an appointment on this port call and cannot be removed',
  AGENT_NOT_ON_PORT_CALL: 'This agent is not one of the port call agents',
  SAME_PORT: 'The port call is already at this port',
  PORT_AMEND_REQUIRED: 'The port of a port call with appointed agents is changed with "Amend port"',
  NOT_AN_IMPORTED_PORT_CALL: 'This is not an imported port call waiting to be linked',
  EXPORT_NOT_ALLOWED: 'An imported port call cannot be exported back to where it came from',
  IMPORTED_PORT_CALL_MISMATCH: 'The imported port call is for another vessel or port',
  APPOINTMENT_ACTION_NOT_ALLOWED: 'This action is not allowed for an appointment in state {state}',
  APPOINTMENT_PORT_CALL_NOT_LINKABLE: 'Only another open port call of the same vessel can be linked',
  APPOINTMENT_PORT_CALL_NOT_LINKED: 'This port call is not linked to an appointment it can be unlinked from',
  // ---- Disbursement accounts (bank-accounts, proformas, evaluations modules) ----
  BANK_ACCOUNT_USE_EDIT_APPROVED: 'An approved bank account is changed with "Edit approved"',
  BANK_ACCOUNT_NOT_APPROVED: 'Only an approved bank account can be edited this way',
  BANK_ACCOUNT_ALREADY_APPROVED: 'This bank account is already approved',
  UNKNOWN_BANK_ACCOUNT: 'This bank account does not exist or is not active in the DA currency',
  BANK_ACCOUNT_PENDING_APPROVAL:
    'This bank account is pending approval by the principal: a DA can only carry an approved account of its currency',
  UNKNOWN_CURRENCY: 'This currency does not exist',
  UNKNOWN_TERMINAL: 'This terminal does not belong to the port of the call',
  UNKNOWN_EXPENSE: 'One of the expenses is not in the expense catalogue',
  PROFORMA_APPOINTMENT_NOT_ACCEPTED: 'A DA can only be prepared for an accepted appointment',
  PROFORMA_DRAFT_EXISTS: 'Only one draft may exist at a time. Submit or delete the current draft first',
  PROFORMA_ACTION_NOT_ALLOWED: 'This action is not allowed for a DA in state {state}',
  PROFORMA_HAS_APPROVED_ITEMS: 'A DA with approved expenses cannot be withdrawn',
  MISSING_SAILING_DATE: 'A final DA or an invoice needs a sailing date',
  MISSING_BANK_PAYMENT_DOCUMENTS: 'The bank charges need the bank payment documents',
  EXPENSE_EVALUATION_ACTION_NOT_ALLOWED: 'This action is not allowed for an expense in state {state}',
  EVALUATION_HAS_APPROVED_ITEMS: 'An evaluation with approved expenses cannot be reset',
  EVALUATION_NOT_OPEN: 'This evaluation is closed',
  UNKNOWN_PROFORMA_RELATION: 'Only submitted PDAs of the same appointment can be related',
  ACCOUNTING_CODE_GROUP_MISMATCH: 'This accounting code belongs to another group than the expense',
  ACCOUNTING_CODE_EXISTS: 'This accounting code already exists',
  UNKNOWN_ACCOUNTING_CODE: 'This accounting code does not exist or is inactive',
  // Evaluation line actions
  EXPENSE_SECTION_MISMATCH: 'This action is for the {section} expenses only',
  ENVIRONMENTAL_DISCOUNT_TOO_LARGE: 'The environmental discount cannot exceed the evaluated amount',
  EXPENSE_HAS_SPLIT_CHILDREN: 'A split expense is changed through its split parts',
  INSPECTION_ALREADY_RESOLVED: 'This inspection is already resolved',
  DUPLICATE_EXPENSE_PARAMETER: 'Each parameter can be given only once',
  NO_CATALOGUE_EXPENSE: 'Only expenses of the expense catalogue can be analysed',
  // ---- Payments (payments module) ----
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request',
  PAYMENT_ACTION_NOT_ALLOWED: 'This action is not allowed for a payment in state {state}',
  PAYMENT_SELF_APPROVAL: 'A payment cannot be approved by the person who requested its approval',
  NOTHING_APPROVED_TO_PAY: 'There is no approved amount to pay',
  // Payments write side
  REMITTED_PERCENTAGE_INVALID: 'The percentage must be a number above 0 and at most 100, with at most 2 decimals',
  PAYMENT_LISTED_TWICE: 'A payment is listed more than once',
  REMITTANCE_DOCUMENT_REQUIRED: 'Attach the remittance documents of the bulk payment',
  PROFORMA_EXPORT_NOT_ALLOWED: 'Only a submitted DA can be exported',
  // Evaluation workflow
  EVALUATION_PAYMENT_IN_PROGRESS:
    'This evaluation has a payment in state {state}: approved amounts cannot change until it is sent back for review',
  BUDGET_CHECK_REQUIRED: 'Run a budget check before committing the budget',
  BUDGET_REMINDER_LIMIT: 'This department was already reminded {limit} times today',
  NO_EVALUATION_TASK: 'This evaluation has no integration task',
  EVALUATION_TASK_NOT_FAILED: 'Only a failed task can be retried',
  UNKNOWN_PAYMENT_INSTRUCTION: 'Choose an active payment instruction of your company in the evaluation currency',
  PAYMENT_DUE_DATE_TOO_EARLY: 'The payment due date cannot be before the invoice date',
  APR_LINES_NOT_APPROVED: 'Every expense must be approved before the payment request',
  APR_MISSING_PAYMENT_INSTRUCTIONS: 'Choose the payment instructions before the payment request',
  APR_MISSING_DUE_DATE: 'Set the payment due date before the payment request',
  // DA journey, buyer side
  VERIFY_FAR_FROM_QUOTE:
    'The verified amount is more than 3 times, or under a third of, the quoted amount: give a reason',
  PAYMENT_NOT_YOUR_REVIEW: 'The payment instructions of this DA name {name} as the one who requests its approval',
  PAYMENT_NOT_YOUR_APPROVAL: 'The payment instructions of this DA name {name} as the one who approves it',
  PAYMENT_INSTRUCTION_PERSON_INVALID: 'Choose a person of your company who holds this payment role',
  ACCOUNTING_CODES_CSV_INVALID: 'Line {line}: {reason}',
  ACCOUNTING_CODES_CSV_TOO_LARGE: 'The accounting codes file is larger than {limit}',
  REOPEN_DA_NOT_ALLOWED: 'This DA cannot be reopened: its evaluation is {state}',
  REOPEN_DA_PAID: 'A DA whose payment is paid cannot be reopened',
  CHARTERER_REPORT_EMPTY: 'There are no approved charterer amounts left to report',
  ACCOUNTING_CODES_CSV_EMPTY: 'The accounting codes file has no rows',
  BUDGET_COMMIT_NO_DEPARTMENT: 'Name the department you commit the budget for',
  // Financial web
  PAYMENT_APPROVAL_REQUESTED: 'Approval requested for payment #{id}',
  PAYMENT_APPROVED: 'Payment #{id} approved',
  PAYMENTS_APPROVED: '{count} payment(s) approved',
  PAYMENT_SENT_BACK: 'Payment #{id} sent back for review',
  PAYMENT_RECORDED: 'Payment #{id} recorded as paid',
  PAYMENT_RECORDED_WITH_WARNING: 'Payment #{id} was recorded with a warning',
  PAYMENT_NOT_RECORDED: 'The payment was not recorded',
  PAYMENT_RETRY_IS_SAFE: 'Retrying sends the same request again: it is never paid twice.',
  BALANCE_ADJUSTED: 'Balance adjusted by {currency} {amount}',
  REMITTANCE_WARNING_SAVED: 'Payments remitted below {percentage}% of their approved total now warn',
  // Live notifications (NOTIFICATIONS topic)
  NOTIFY_BUDGET_COMMIT_REQUESTED: 'Budget commit requested from {department} for DA evaluation #{id}',
  NOTIFY_CLARIFICATION_REQUESTED: 'Clarification requested on DA evaluation #{id}: {message}',
  NOTIFY_EVALUATION_ASSIGNED: 'DA evaluation #{id} was assigned to you',
  NOTIFY_PORT_LOG_SUBMITTED: 'Port log from {buyer}: {title}',
  NOTIFY_PORT_LOG_ENTRY_DONE: '{agent} handled "{entry}": {title}',
  NOTIFY_PORT_LOG_CANCELLED: 'Port log cancelled by {buyer}: {title}',
  NOTIFY_APPOINTMENT_RECEIVED: 'New appointment from {buyer}: {title}',
  NOTIFY_APPOINTMENT_REMINDER: 'Reminder from {buyer}: {title}',
  NOTIFY_APPOINTMENT_CANCELLED: 'Appointment cancelled by {buyer}: {title}',
  NOTIFY_APPOINTMENT_ACCEPTED: '{agent} accepted the appointment: {title}',
  NOTIFY_APPOINTMENT_REJECTED: '{agent} rejected the appointment: {title}',
  NOTIFY_DA_SUBMITTED: 'New {type} to evaluate: {title}',
  NOTIFY_LINE_BACK_FOR_REVIEW: '{name} on DA evaluation #{id} was sent back for review: {comments}',
  NOTIFY_PAYMENT_TO_REVIEW: 'Payment of {currency} {amount} for DA evaluation #{id} is ready for your review',
  NOTIFY_PAYMENT_TO_APPROVE: 'Payment of {currency} {amount} for DA evaluation #{id} awaits your approval',
  NOTIFY_PAYMENT_APPROVED: 'Payment of {currency} {amount} for DA evaluation #{id} was approved',
  NOTIFY_PAYMENT_BACK_FOR_REVIEW: 'Payment for DA evaluation #{id} was sent back for review{comments}',
  NOTIFY_PAYMENT_PAID: 'Payment of {currency} {amount} for DA evaluation #{id} was paid',
  NOTIFY_BANK_ACCOUNT_TO_APPROVE: '{supplier} saved a {currency} bank account at {bank}: it awaits your approval',
  // Requests for quotation (platform-core §5 "Requests"; operations §4, §8)
  REQUEST_MISSING_EXPENSE_TYPE: 'Please choose at least one expense',
  REQUEST_MISSING_HUSBANDRY_EXPENSE: 'Please choose at least one husbandry expense',
  REQUEST_MISSING_EMAIL: 'Please add at least one e-mail',
  REQUEST_ACTION_NOT_ALLOWED: 'This request for quotation cannot be {action} while it is {status}',
  REQUEST_CASE_NOT_EDITABLE: 'This request case is {status} and can no longer be changed',
  REQUEST_REMINDER_LIMIT_REACHED:
    'You have reached the limit of the number of reminders you can send for this request!',
  REQUEST_AGENT_ALREADY_INVITED: 'This agent has a request for quotation in this case already',
  REQUEST_RATE_REQUIRED: 'Please give the rate of the quote currency to the request currency',
  REQUEST_UNKNOWN_EXPENSE: 'One of the quoted expenses is not part of this request',
  REQUEST_PORT_CALL_NOT_EDITABLE: 'Requests can only be made for draft or in-process port calls',
  PRICELIST_AMOUNTS_FAILED: 'Error while fetching/updating port call details', // spec (operations §8 fallback)
  PRICELIST_ITEM_OVERLAPS: 'A price for this expense at this port already covers part of these dates',
  NOTIFY_REQUEST_RECEIVED: 'New request for quotation from {buyer}: {title}',
  NOTIFY_REQUEST_REMINDER: 'Reminder from {buyer} on the request for quotation: {title}',
  NOTIFY_REQUEST_CANCELLED: 'Request for quotation cancelled by {buyer}: {title}',
  NOTIFY_REQUEST_RENEGOTIATE: '{buyer} asks for a new quote: {title}',
  NOTIFY_REQUEST_AUTO_QUOTED: 'Your price list quoted the request of {buyer} automatically: {title}',
  NOTIFY_REQUEST_QUOTED: '{agent} quoted: {title}',
  NOTIFY_REQUEST_DECLINED: '{agent} declined: {title}',
  NOTIFY_REQUEST_COMMENT: 'New comment on "{expense}" from {author}: {title}',
  NOTIFY_REQUEST_CLOSED: '{buyer} appointed another agent: {title}',
  NOTIFY_REQUEST_REVERTED: 'Request for quotation reopened by {buyer}: {title}',
  // Preferred agents
  PREFERRED_AGENTS_CSV_INVALID: 'Line {line} of the file: {reason}',
  FORMULA_SYNTAX: 'The formula cannot be read at position {position}: {reason}',
  FORMULA_TOO_LARGE: 'The formula is too large: at most {limit} {what}',
  FORMULA_UNKNOWN_NAME: 'Unknown name "{name}" at position {position}',
  FORMULA_UNKNOWN_FUNCTION: 'Unknown function "{name}" at position {position}',
  FORMULA_ARGUMENTS: '{name} takes {expected} at position {position}',
  FORMULA_TYPE: 'Expected {expected} at position {position}',
  FORMULA_DIVISION_BY_ZERO: 'Division by zero at position {position}',
  FORMULA_OUT_OF_RANGE: 'A value is out of range at position {position}',
  FORMULA_NO_BAND: 'No band of tariff "{table}" holds {value} (position {position})',
  FORMULA_UNKNOWN_TARIFF: 'Unknown tariff "{table}" at position {position}',
  TARIFF_BAND_CHARGE: 'A band charges either a flat amount or a base and a rate',
  TARIFF_NAME: 'A tariff name has 1 to 40 letters, digits, spaces, _ or -',
  TARIFF_RATE: 'Please insert a valid rate',
  TOO_MANY_TARIFFS: 'At most 20 tariffs',
  FORMULA_INPUT_NAME: 'An input name is a word of letters, digits and _',
  TOO_MANY_INPUTS: 'At most 60 inputs',
  CURRENCY_CODE: 'Please choose a currency',
  ESTIMATION_NOT_DRAFT: 'Only a draft can be changed or deleted; duplicate it to start a new draft',
  ESTIMATION_ACTION_NOT_ALLOWED: 'This estimation cannot be {action} while it is {state}',
  ESTIMATION_TEST_FAILED: 'Test case "{name}" gives {actual} instead of {expected}',
  ESTIMATION_SCHEDULE_PAST: 'Choose a publication time in the future',
  // Port cost estimator (issue 26 part A)
  PORT_NOT_IN_ESTIMATOR: 'This port is not available in the port cost estimator yet',
  ESTIMATOR_ACTIVITY: 'Please choose activities of the estimation list',
  ESTIMATOR_INPUT_MISSING: 'Please enter {name} to estimate this expense',
  PREFERRED_AGENTS_CSV_EMPTY: 'Please upload one CSV file with the columns port and agent',
  PREFERRED_AGENT_NOT_AN_AGENT: 'Only agents can be preferred agents',
  // Agent ratings
  AGENT_RATING_APPOINTMENT_NOT_CLOSED: 'An agent can be rated once the appointment is closed',
  AGENT_RATING_EXISTS: 'The agent of this appointment has been rated already',
  AGENT_RATING_LOCKED: 'A rating can only be changed by its author within 30 days',
  AGENT_RATING_SAVED: 'Rating saved',
  // Messages and notifications drawers (web)
  MESSAGE_SENT: 'Message sent',
  NO_MESSAGES: 'No messages yet',
  NO_CONVERSATION_MESSAGES: 'No messages on this appointment yet. Write the first one below.',
  NO_NOTIFICATIONS: 'No notifications',
  NEW_MESSAGE_FROM: 'New message from {name}',
  APPOINTMENT_REQUIRED: 'Please choose an appointment',
  REALTIME_RECONNECTING: 'Reconnecting live updates…',
  // Why a control of the DA journey is disabled, shown beside or over it (web)
  REASON_NO_PORT_LOG_EDIT_RIGHT: 'You may not change port logs',
  REASON_NO_PORT_LOG_SUBMIT_RIGHT: 'You may not submit port logs',
  REASON_NO_BUDGET_CHECK_RIGHT: 'You may not run budget checks',
  REASON_NO_BUDGET_COMMIT_RIGHT: 'You may not commit budgets',
  REASON_NOTHING_VERIFIED: 'Verify lines first: only verified lines can be approved',
  REASON_NOTHING_SPLITTABLE: 'No line can be split: only pending or verified lines without parts can',
  REASON_NO_SPLIT_PART_PENDING: 'No split part waits for approval',
  REASON_NO_CHARTERER_AMOUNT: 'No approved charterer amounts left to report.',
  REASON_PAYMENT_REQUESTED: 'The payment is already requested',
  REASON_NO_PAYMENT_DETAILS_RIGHT: 'You may not change payment details',
  REASON_NO_PAYMENT_REQUEST_RIGHT: 'You may not request payments',
  REASON_CHOOSE_INSTRUCTIONS: 'Choose instructions first',
  REASON_CHOOSE_DUE_DATE: 'Choose a date first',
  REASON_SAVE_INSTRUCTIONS: 'Save the payment instructions first',
  REASON_SAVE_DUE_DATE: 'Save the payment due date first',
  REASON_EVALUATION_INSTRUCTIONS: 'Choose the payment instructions on the evaluation first',
  REASON_EVALUATION_DUE_DATE: 'Set the payment due date on the evaluation first',
  // Supplier settings, e-mail groups and KYP verification (issue 23)
  COMPANY_COUNTRY_REQUIRED: 'Please choose the company country',
  YEAR_ESTABLISHED: 'Please insert a year from 1800 to 2200',
  LOGO_TYPE: 'The logo must be a PNG, JPEG or WebP image',
  LOGO_REQUIRED: 'Please add the logo image',
  LOGO_DIMENSIONS_TOO_LARGE: 'The image is {width} x {height} pixels: at most {max} x {max} are allowed',
  EMAIL_GROUP_PURPOSE_REQUIRED: 'Please choose what the group receives: RFQs, appointments or DAs',
  EMAIL_NOT_UNIQUE: 'This e-mail is already used in your e-mail groups',
  EMAIL_CONFIRMATION_INVALID: 'This confirmation link is not valid or was replaced by a newer one',
  EMAILS_NOT_CONFIRMED: 'All e-mails must be approved before you submit the configuration',
  EMAIL_GROUPS_EMPTY: 'Create at least one e-mail group before you submit',
  KYP_SAME_VERIFIER: 'You recorded the checks of this verification: a different verifier must confirm them',
  KYP_NOT_PRIMARY_VERIFIER: 'Only a primary KYC verifier can record the checks',
  KYP_NOT_SECONDARY_VERIFIER: 'Only a secondary KYC verifier can confirm a verification',
  KYP_WRONG_STATUS: 'This verification is {status}: the action is not possible now',
  KYP_DOCUMENTS_MISSING: 'Please add every document first: {list}',
  KYP_CHECKS_INCOMPLETE: 'Every check must be ticked before the verification is recorded',
  KYP_REASON_REQUIRED: 'Please give the reason for the rejection',
  BANK_ACCOUNT_SUPPLIER_UNVERIFIED:
    'The supplier is not KYP verified: give a reason to approve its bank account anyway',
  REASON_OTHER_REVIEWER: 'The payment instructions name another reviewer',
  REASON_OTHER_APPROVER: 'The payment instructions name another approver for this amount',
  REASON_OWN_APPROVAL_REQUEST: 'You requested this approval: another approver must approve it',
  REASON_SELECT_PAYMENTS: 'Select the pending payments to approve first',
  REASON_SELECT_INSPECTIONS: 'Select the inspection items to resolve first',
  REASON_ONE_DRAFT: 'Only one draft at a time: submit or delete the current draft first',
  REASON_NEW_DA_OPEN: 'The new DA is open below',
  REASON_NO_APPROVED_ACCOUNT: 'No approved bank account in {currency}: add one under Bank accounts',
  REASON_DA_SUBMITTED: 'A submitted DA is read-only.',
  REASON_LINES_APPROVED: 'Reset and delete are closed once a line is approved',
  // Laytime, claims and position list (issue 22).
  LAYTIME_UNKNOWN_TIME_ZONE: 'Please choose a known time zone, for example Europe/Rotterdam',
  LAYTIME_INSTANT_WITH_OFFSET: 'Please insert a date and time with its offset, for example 2026-03-06T18:00:00+01:00',
  LAYTIME_COMPLETED_BEFORE_NOR: 'Completion cannot be before the notice of readiness was tendered',
  LAYTIME_WEEKLY_TIME: 'Please write a weekly time as a day and a time, for example SAT 12:00',
  LAYTIME_PERIOD_ORDER: 'A period must end after it starts',
  LAYTIME_PERCENT: 'Please insert a whole percentage from 0 to 100',
  LAYTIME_RATE: 'Please insert a rate of zero or more with up to 4 decimals',
  LAYTIME_HOURS: 'Please insert hours from 0 to 8784 with up to 4 decimals',
  LAYTIME_QUANTITY: 'Please insert a quantity greater than zero with up to 3 decimals',
  LAYTIME_ALLOWANCE_TOO_LONG: 'The laytime allowed may be up to 366 days',
  LAYTIME_WINDOW_TOO_LONG: 'A calculation may cover up to 366 days from the notice of readiness',
  LAYTIME_PARTS_DIFFER: 'The parts of a reversible calculation must share currency, rates and despatch basis',
  LAYTIME_CURRENCY: 'Please choose a currency code of three capital letters',
  CLAIM_STATE_CHANGE: 'A claim that is {from} cannot become {to}',
  CLAIM_NO_SOF: 'This port call has no statement of facts to read laytime from',
  CLAIM_EXISTS: 'This port call already has a claim with this counterparty and type',
  CLAIM_NO_COMPLETION: 'Add the completion of discharge (or a laytime calculation) to compute the time bar',
  // Admin console (issue 25)
  MODE_SWITCH_MONEY_ACTION: 'Money actions are not allowed while you act as another user: return to your admin profile',
  MODE_SWITCH_NOT_ALLOWED: 'This profile cannot be switched into',
  MODE_SWITCH_NOT_ACTIVE: 'This session is not a switched session',
  ADMIN_PROFILE_NOT_FOUND: 'The profile was not found',
  EMAIL_NOT_RESENDABLE: 'Only a failed or pending e-mail can be sent again',
  JOB_NOT_RETRYABLE: 'Only a failed background task can be retried',
  CHARTERER_NAME_EXISTS: 'A charterer with this name exists already',
  TERMS_VERSION_EXISTS: 'This terms version was published already',
  // Port directory, port analysis and the estimation API (issue 26)
  API_KEY_INVALID: 'The API key is missing, unknown or revoked',
  PORT_CODE_MAPPING_EXISTS: 'This external code is already mapped for this mapping type',
  PORT_MAPPING_TYPE_NOT_FOUND: 'The port mapping type was not found',
  // Attachment translation (issue 27)
  TRANSLATION_LANGUAGE_UNSUPPORTED: '{language} is not supported by {translator}; supported: {supported}',
  TRANSLATION_LANGUAGE_UNDETECTED: 'The language of this document could not be recognised: it holds too little text',
  TRANSLATION_NO_TEXT: 'No text could be read from this file',
  TRANSLATION_FAILED: 'The translator did not answer. Please try again later',
  // Bank details recogniser (issue 27)
  BANK_DETAILS_NOT_FOUND: 'No IBAN or account details could be read from this document',
  BANK_DETAILS_IBAN_INVALID: 'The IBAN read from the document ({iban}) is not valid',
  BANK_DETAILS_BIC_INVALID: 'The BIC/SWIFT read from the document ({bic}) is not valid',
  BANK_DETAILS_COUNTRY_MISMATCH: 'The IBAN is of {ibanCountry} but the BIC of {bicCountry}',
  BANK_DETAILS_FIELD_MISSING: '{field} could not be found in the document',
} as const;

export type MessageCode = keyof typeof messages;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(messages, code);
}

/** Fills `{name}` placeholders of a catalogue text. */
export function formatMessage(code: MessageCode, params: Record<string, string | number> = {}): string {
  return messages[code].replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** The text a user sees for a server error: the catalogue entry for its code, else its raw text. */
export function messageForError(body: { code?: unknown; message?: unknown }): string {
  // A catalogue text with placeholders was filled in by the server, so its message is the better one.
  if (isMessageCode(body.code) && !messages[body.code].includes('{')) return messages[body.code];
  if (typeof body.message === 'string' && body.message.length > 0) return body.message;
  return messages.INTERNAL_ERROR;
}
