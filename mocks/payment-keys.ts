/**
 * The mock payment service's RSA-OAEP key pair (decision 088). The public half is the mock
 * mode's VITE_PAYMENT_PUBLIC_KEY (.env.mock, .env.development, the Vitest env); the private half
 * lives here only, under mocks/, so it never reaches the real build. It is a test key: it guards
 * nothing.
 */
export const MOCK_PAYMENT_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA4eRXNB6mVfpvwMyRdCtqRdJnq3BzGvo+b2+bIlsL2o68Ca7TmiDfX4NdSNt9KRBWIJfJuIDx/TXC1Y+AGUPq10GZ/Dgwcflx2gs3c2+Ig8Zv/Z6un85VliPHvAh2yKXA9C5R5b9hvp2SvYIIkVuNNFmAY/MwPy8ag+tujw7iIiB+h7MevYMAIwSZZxNDwTFvlCZFUEhbNdelwQRXfsLjrpnIV2ni4HeiAJUUlmOkkTOVm0+ndZK+lquHTvJmYpUxy2+8T83EiMqWZsn6xV9ucHGICBbHoFsnvPsR9L4xZYQ3mxpaRJ6QICrFQaa8LpTHASl5DirNux9Zi2+EvXprdwIDAQAB';

export const MOCK_PAYMENT_PRIVATE_KEY = [
  'MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQDh5Fc0HqZV+m/AzJF0K2pF0mercHMa+j5vb5siWwvajrwJ',
  'rtOaIN9fg11I230pEFYgl8m4gPH9NcLVj4AZQ+rXQZn8ODBx+XHaCzdzb4iDxm/9nq6fzlWWI8e8CHbIpcD0LlHlv2G+nZK9',
  'ggiRW400WYBj8zA/LxqD626PDuIiIH6Hsx69gwAjBJlnE0PBMW+UJkVQSFs116XBBFd+wuOumchXaeLgd6IAlRSWY6SRM5Wb',
  'T6d1kr6Wq4dO8mZilTHLb7xPzcSIypZmyfrFX25wcYgIFsegWye8+xH0vjFlhDebGlpEnpAgKsVBprwulMcBKXkOKs27H1mL',
  'b4S9emt3AgMBAAECggEAMce6yfMZL+hdOU07nrC0nkd0biz9SMwt9yvOsb8DuTnsSWv8GMK2xxsxcw1foy2E9XDN1Pmhmm3/',
  'DkYt8iNr/NzpnNIbJvrUMrt3EFrbaELSSj9udywm40vmR9NLrgMNJyKQDMPku/eIr3eZAMN+tjMlHqGol7v/KWQ4PJGIlwFN',
  'EXKhFIAVR+Nhc/Yvf5VdKTMoHkWZDRFKQv6d7oQa+Eu/MqiAKLoeasvdg2In6y57RTuGlnS2Q2dPCij88M0q+xXH58EMUt9W',
  '3xRzq/VHFj8QuMHW5Pw2yTWsXC+7WF27s61IrucR79RvPsHdOr6G+lzSaM6d1D7++Fm55LJegQKBgQD83jJQrr36jYF9t5tM',
  'tBXOrxBAB82uItLsl2Eh/V35uCww1/jmx5z8/kU3cTkkTA8rPpDlveC3++nKw/VKbn9zOyv2EaSSXmooEOg6qqIa2VoxR1+x',
  '8xcEf+Ofw51c8boOWDgYGDi27wSkjVeTLHdwC7SZOQ4ULsplw7Py/fOc9wKBgQDksJuIz5WVX51xL96R0PoLE//rktexjk+L',
  'pcDdcWe5QTnHxlk6HUxZ0bHjl8RaS9FRwWuncJxqIYWvApT4ZmB2CQqZ4Be8KOBA/H7WfkliK0Fv+rGvQNr1dILO1iaSh5Hm',
  'O+i7E1Rddg8XmVH81aDFIiVe7jzSvQ2qXTL9hTSFgQKBgQCHn20BFRfT4D2JfgaPVy8zEXX3wbexJABY4MA6CLh0jTE2aT+Y',
  'F4u9rWrWV6W8MAcavI3eir6SL0yvcfaHm0hEN4JWkhPgZT8uihLkFEypddYIBC3xNV4tDaK6N6KZDRUrSGmdkrAofX3R+/Ty',
  'fLD6qWyNmapRbN8lQZesRkR49QKBgQDEf9uk2nk1OEsYDoG32VCAZFbqG+qp7hX7cBkgLWlqjNkRByV0Aeiw5LVtUeKtk6fw',
  'D7pozSIZL2Sm1Bkctxr7URmCzkKWsqi+LjbuJuT3LSO1DDvQ0nFRpyMehnPuQ/7hTWjUFe/PvrmJFXyVOxpBSO3DfAFXMoqj',
  'cCF4JRTUAQKBgQDO2oUp3JpZLPIzIL2Gq18MeMM/EYzx9pko1JUik6ylc7qJATG+8RMvVjPYbuZdrESqOE1q2Aszp78dBb8g',
  'CXyxBO2YnZprOMG8Qj3Xa6H27lIzTWts4w1Wh9BGmaTwbPc9/PtZvlujI9ZV4CLXmqC1HsxEuPMktxcOoAknpGMmog==',
].join('');
